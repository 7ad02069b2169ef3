#!/bin/sh
# Starts mcp-server-time (from PyPI) for the course's MCP lesson, from the Python
# environment that scripts/mcp-servers.sh provisions in ~/.cache/callsite/mcp/venv, through
# pinned_clock.py, which pins the server's clock when given --pin-clock. Every other
# argument is the server's own (such as --local-timezone Etc/UTC).
python="$HOME/.cache/callsite/mcp/venv/bin/python3"
if [ ! -x "$python" ]; then
  echo "time-server.sh: error: mcp-server-time is not installed ($python does not exist); run scripts/mcp-servers.sh provision in the repository, then try again" >&2
  exit 1
fi
exec "$python" "$(dirname "$0")/pinned_clock.py" "$@"
