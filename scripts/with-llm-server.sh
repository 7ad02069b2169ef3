#!/usr/bin/env bash
# Runs a command with two real llama.cpp servers for the OpenAI client's integration tests:
#   CALLSITE_LLAMA_URL         llama-cpp-python's server  (scripts/llm-server.sh python, port 8080)
#   CALLSITE_LLAMA_SERVER_URL  llama.cpp's llama-server   (scripts/llm-server.sh cpp, port 8081)
# Each is provisioned once per machine (the first time compiles llama.cpp; both build at
# once), started unless one already answers, and stopped afterwards if started here. A server
# that cannot be provisioned is reported loudly and its variable left unset: its integration
# tests then say they were skipped and why. Provisioning times are printed and kept in the
# cache (scripts/llm-server.sh KIND provision-time) for `make bench`.
set -uo pipefail
cd "$(dirname "$0")/.."

answers() {
  python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2).read()' \
    "$1/models" >/dev/null 2>&1
}

started=()
stop_started() {
  for kind in "${started[@]}"; do scripts/llm-server.sh "$kind" stop >/dev/null 2>&1; done
}
trap stop_started EXIT

# Provision both at once (each is locked and does nothing when already done). A first
# provisioning compiles llama.cpp twice; so that `make test` keeps its time limit on a slow
# machine, it gets CALLSITE_PROVISION_BUDGET seconds (default 3000): past that, the build is
# stopped (its whole process group), said loudly, and that server's tests are skipped. The
# next run starts the build again.
budget=${CALLSITE_PROVISION_BUDGET:-3000}
pids=()
for kind in python cpp; do
  setsid scripts/llm-server.sh "$kind" provision &
  pids+=($!)
done
waited=0
while :; do
  running=0
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && running=1; done
  [ "$running" = 0 ] && break
  if [ "$waited" -ge "$budget" ]; then
    for pid in "${pids[@]}"; do
      if kill -0 "$pid" 2>/dev/null; then
        echo "llm-server: WARNING: provisioning (pid $pid) still running after $budget s; stopped, its server's tests will be skipped" >&2
        kill -TERM -- "-$pid" 2>/dev/null
      fi
    done
    break
  fi
  sleep 5
  waited=$((waited + 5))
done
for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done

for kind in python cpp; do
  var=CALLSITE_LLAMA_URL
  [ "$kind" = cpp ] && var=CALLSITE_LLAMA_SERVER_URL
  url=$(scripts/llm-server.sh "$kind" url)
  if answers "$url"; then
    echo "llm-server ($kind): using the server already running at $url" >&2
  elif url=$(scripts/llm-server.sh "$kind" start); then
    started+=("$kind")
  else
    echo "llm-server ($kind): WARNING: could not start it; its integration tests will be skipped" >&2
    continue
  fi
  echo "llm-server ($kind): provisioning took $(scripts/llm-server.sh "$kind" provision-time) s" >&2
  export "$var=$url"
done
"$@"
