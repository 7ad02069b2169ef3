#!/usr/bin/env bash
# Provisions the Python environment that the MCP client's integration tests start their
# servers from: the `mcp` SDK (which the test servers in Tests/Fixtures/mcp/ are written
# with) and `mcp-server-time`, in a virtual environment shared by every clone on the machine.
#
#   scripts/mcp-servers.sh provision   build the environment once (idempotent, locked)
#   scripts/mcp-servers.sh python      provision if needed, then print the environment's python3
#   scripts/mcp-servers.sh status      say whether it is provisioned, and where
#
#   CALLSITE_CACHE   default $HOME/.cache/callsite (this script uses its mcp/ subfolder)
set -euo pipefail

MCP_VERSION=2.3.0
TIME_VERSION=2026.10.19

cache_root=${CALLSITE_CACHE:-$HOME/.cache/callsite}
dir=$cache_root/mcp
venv=$dir/venv
stamp=$venv/.callsite-mcp-$MCP_VERSION-time-$TIME_VERSION

say() { echo "mcp-servers: $*" >&2; }
die() {
  say "error: $*"
  exit 1
}

ensure_venv_support() {
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing python3-venv"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
  else
    die "python3 cannot make virtual environments; install them with: sudo apt-get install -y python3-venv"
  fi
}

provision() {
  command -v python3 >/dev/null 2>&1 || die "python3 is not installed"
  mkdir -p "$dir"
  # One provisioning at a time per machine: a second caller waits for the first.
  exec 9>"$dir/.provision.lock"
  flock 9
  [ -f "$stamp" ] && return 0
  ensure_venv_support
  local started=$SECONDS
  say "installing mcp $MCP_VERSION and mcp-server-time $TIME_VERSION into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --no-input -q --disable-pip-version-check \
    "mcp==$MCP_VERSION" "mcp-server-time==$TIME_VERSION"
  "$venv/bin/python" -c 'import mcp, mcp_server_time' || die "the packages do not import"
  touch "$stamp"
  say "provisioned $venv in $((SECONDS - started)) s"
}

case "${1:-}" in
  provision) provision ;;
  python)
    provision
    echo "$venv/bin/python3"
    ;;
  status)
    if [ -f "$stamp" ]; then echo "provisioned: $venv"; else echo "not provisioned ($venv)"; fi
    ;;
  *)
    echo "usage: scripts/mcp-servers.sh provision|python|status" >&2
    exit 64
    ;;
esac
