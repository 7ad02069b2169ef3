#!/usr/bin/env bash
# Runs a command with CALLSITE_MCP_PYTHON set to the python3 of the virtual environment
# that holds the MCP SDK and mcp-server-time (provisioned once per machine by
# scripts/mcp-servers.sh), so the MCP client's integration tests run against real servers.
# If the environment cannot be provisioned here, it says so loudly and runs the command
# anyway: the integration tests then report that they were skipped and why.
set -uo pipefail
cd "$(dirname "$0")/.."

if python=$(scripts/mcp-servers.sh python); then
  export CALLSITE_MCP_PYTHON="$python"
else
  echo "mcp-servers: WARNING: could not provision the MCP servers; their integration tests will be skipped" >&2
fi
"$@"
