#!/usr/bin/env bash
# Installs the system libraries Callsite links against (libcmark, libedit) when they are
# missing. As root on Debian it installs them; otherwise it prints the command and stops.
# `ensure-deps.sh bench` also installs libcurl's development link, which the statically
# linked release `gen` of `make bench` needs (FoundationNetworking, through the OpenAI client
# that `gen new lesson` records with, links libcurl; the debug build finds libcurl.so.4),
# and the two programs the benchmark measures gen against: Hugo and cmark's command line.
# `ensure-deps.sh test` also installs tmux (as root), through which the end-to-end tests
# drive repl in a real terminal (line editing, the editor of :edit, Ctrl-C); elsewhere a
# missing tmux is a note and those tests skip, except with CI=true, where it is an error.
set -euo pipefail
packages=(pkg-config libcmark-dev libedit-dev)
libs=(libcmark:libcmark-dev libedit:libedit-dev)
commands=()
if [ "${1:-}" = bench ]; then
  packages+=(libcurl4-openssl-dev hugo cmark)
  libs+=(libcurl:libcurl4-openssl-dev)
  commands+=(hugo:hugo cmark:cmark)
fi
if [ "${1:-}" = test ] && ! command -v tmux >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    packages+=(tmux)
    commands+=(tmux:tmux)
  elif [ "${CI:-}" = true ]; then
    echo "error: tmux is missing, and CI runs the terminal tests: sudo apt-get install -y tmux" >&2
    exit 1
  else
    echo "note: tmux is missing, so the terminal tests will be skipped (sudo apt-get install -y tmux)" >&2
  fi
fi
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
for program in "${commands[@]}"; do
  command -v "${program%%:*}" >/dev/null 2>&1 || missing+=("${program##*:}")
done
for lib in "${libs[@]}"; do
  if ! pkg-config --exists "${lib%%:*}" 2>/dev/null; then missing+=("${lib##*:}"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "error: missing system packages: ${missing[*]}" >&2
  echo "install them with: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
