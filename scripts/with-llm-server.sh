#!/usr/bin/env bash
# Runs a command with the llama.cpp servers the live tests talk to; by default (make test) two
# llama-servers:
#   CALLSITE_LLAMA_SERVER_URL  Gemma 3 270M, pretrained     (scripts/llm-server.sh cpp, port 8081)
#   CALLSITE_QWEN_URL          Qwen2.5-Coder-0.5B-Instruct  (scripts/llm-server.sh qwen0.5b, port 8082)
# CALLSITE_LLM_KINDS names others instead: `python` is llama-cpp-python's server
# (CALLSITE_LLAMA_URL, port 8080), which `make test-python-server` tests and make test does
# not; `qwen1.5b` is the 1.5B (CALLSITE_QWEN15_URL, port 8083).
# Each is provisioned once per machine (the first time compiles llama-server while the models
# download), started unless one already answers, and stopped afterwards if started here.
#
# A server that cannot be provisioned or started is reported loudly. Outside CI its variable
# is left unset and its tests say they were skipped and why; with CI=true the run fails
# instead, before the command, so that a CI run never passes without the real servers.
# Provisioning times are printed and kept in the cache (scripts/llm-server.sh KIND
# provision-time, provision-steps) for `make bench`.
set -uo pipefail
cd "$(dirname "$0")/.."

# shellcheck disable=SC2206 # one kind a word
kinds=(${CALLSITE_LLM_KINDS:-cpp qwen0.5b})
in_ci=false
[ "${CI:-}" = true ] && in_ci=true

# The variable the live tests read a kind's URL from.
url_variable() {
  case "$1" in
    python) echo CALLSITE_LLAMA_URL ;;
    cpp) echo CALLSITE_LLAMA_SERVER_URL ;;
    qwen0.5b) echo CALLSITE_QWEN_URL ;;
    qwen1.5b) echo CALLSITE_QWEN15_URL ;;
    *) return 1 ;;
  esac
}
for kind in "${kinds[@]}"; do
  url_variable "$kind" >/dev/null || {
    echo "llm-server: error: CALLSITE_LLM_KINDS names '$kind'; the kinds are python, cpp, qwen0.5b, qwen1.5b" >&2
    exit 64
  }
done

answers() {
  python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2).read()' \
    "$1/models" >/dev/null 2>&1
}

started=()
stop_started() {
  for kind in "${started[@]}"; do scripts/llm-server.sh "$kind" stop >/dev/null 2>&1; done
}
trap stop_started EXIT

# What happens to a server that is not there: a printed skip, or in CI a failed run.
missing() {
  if [ "$in_ci" = true ]; then
    echo "llm-server ($1): error: $2; CI=true, so make test fails instead of skipping its tests" >&2
    exit 1
  fi
  echo "llm-server ($1): WARNING: $2; its live tests will be skipped" >&2
}

# Provision all at once (each is locked and does nothing when already done; the models
# download while llama-server compiles). So that `make test` keeps its time limit on a slow
# machine, provisioning gets CALLSITE_PROVISION_BUDGET seconds (default 3000): past that, it
# is stopped (its whole process group) and said loudly. The next run starts it again.
budget=${CALLSITE_PROVISION_BUDGET:-3000}
pids=()
declare -A stopped=()
# Job control puts each in a process group of its own, whose id is its pid (setsid forked
# when it was already a group leader, so $! was a parent that had exited and the budget
# never stopped anything).
set -m
for kind in "${kinds[@]}"; do
  scripts/llm-server.sh "$kind" provision &
  pids+=($!)
done
set +m
waited=0
while :; do
  running=0
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && running=1; done
  [ "$running" = 0 ] && break
  if [ "$waited" -ge "$budget" ]; then
    for i in "${!pids[@]}"; do
      if kill -0 "${pids[$i]}" 2>/dev/null; then
        kill -TERM -- "-${pids[$i]}" 2>/dev/null
        stopped[${kinds[$i]}]=1
      fi
    done
    break
  fi
  sleep 5
  waited=$((waited + 5))
done
for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done

for kind in "${kinds[@]}"; do
  var=$(url_variable "$kind")
  url=$(scripts/llm-server.sh "$kind" url)
  if [ -n "${stopped[$kind]:-}" ]; then
    missing "$kind" "provisioning was still running after $budget s (CALLSITE_PROVISION_BUDGET) and was stopped"
    continue
  elif answers "$url"; then
    echo "llm-server ($kind): using the server already running at $url" >&2
  elif url=$(scripts/llm-server.sh "$kind" start); then
    started+=("$kind")
  else
    missing "$kind" "could not provision or start it"
    continue
  fi
  echo "llm-server ($kind): provisioning took $(scripts/llm-server.sh "$kind" provision-time) s" >&2
  export "$var=$url"
done
"$@"
