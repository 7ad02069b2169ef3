#!/usr/bin/env bash
# Runs a command with CALLSITE_LLAMA_URL pointing at a real llama.cpp server, so the OpenAI
# client's integration tests run against it. Provisions the server once per machine (see
# scripts/llm-server.sh), starts it unless one already answers, and stops what it started.
# If the server cannot be provisioned here, it says so loudly and runs the command anyway:
# the integration tests then report that they were skipped and why.
set -uo pipefail
cd "$(dirname "$0")/.."

url=$(scripts/llm-server.sh url)
started=0
if python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2).read()' "$url/models" >/dev/null 2>&1; then
  echo "llm-server: using the server already running at $url" >&2
elif url=$(scripts/llm-server.sh start); then
  started=1
else
  echo "llm-server: WARNING: could not start the llama.cpp server; its integration tests will be skipped" >&2
  url=""
fi
[ "$started" = 1 ] && trap 'scripts/llm-server.sh stop >/dev/null 2>&1' EXIT
if [ -n "$url" ]; then export CALLSITE_LLAMA_URL="$url"; fi
"$@"
