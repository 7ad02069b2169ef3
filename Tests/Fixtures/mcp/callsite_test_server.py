"""An MCP server for Callsite's client tests, written with the `mcp` Python SDK.

Its tools exercise what the client must handle: tools/list in pages of two (a cursor),
structuredContent with an outputSchema (and one result that breaks its schema), a tool
that reports isError, a slow call to cancel, a crash in the middle of a call, and a line
on standard output that is not JSON. It writes a line to standard error when it starts,
so the client's log has something to show.
"""

import asyncio
import os
import sys
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ListToolsResult, ToolAnnotations
from pydantic import BaseModel

PAGE_SIZE = 2

# The protocol stream, kept before the SDK moves standard output aside (it points fd 1 at
# standard error while it serves, so that a stray print cannot break the protocol).
WIRE = os.dup(1)


class PagedServer(MCPServer):
    """The SDK's server with tools/list answered two tools at a time."""

    async def _handle_list_tools(self, ctx: Any, params: Any) -> ListToolsResult:
        tools = await self.list_tools()
        cursor = getattr(params, "cursor", None) if params is not None else None
        start = int(cursor) if cursor else 0
        end = start + PAGE_SIZE
        for tool in tools:
            if tool.name == "bad_add":
                # The schema bad_add claims; what it sends breaks it.
                tool.output_schema = Sum.model_json_schema()
        return ListToolsResult(
            tools=tools[start:end], next_cursor=str(end) if end < len(tools) else None
        )


class Sum(BaseModel):
    total: int
    count: int


server = PagedServer("callsite-test-server", version="1.0.0")


@server.tool(description="Adds whole numbers.", annotations=ToolAnnotations(readOnlyHint=True))
def add(numbers: list[int]) -> Sum:
    return Sum(total=sum(numbers), count=len(numbers))


@server.tool(description="Claims to add but sends a total that is not a number.")
def bad_add(numbers: list[int]) -> dict[str, Any]:
    return {"total": "many", "count": len(numbers)}


@server.tool(description="Always fails with a message the model can read.", structured_output=False)
def refuse(reason: str) -> str:
    raise ToolError(f"refused: {reason}")


@server.tool(
    description="Echoes its text back.",
    annotations=ToolAnnotations(destructiveHint=True),
    structured_output=False,
)
def echo(text: str) -> str:
    return text


@server.tool(description="Waits a long time; marks a file when it is cancelled.")
async def slow(marker: str) -> str:
    try:
        await asyncio.sleep(600)
    except asyncio.CancelledError:
        with open(marker, "w") as f:
            f.write("cancelled\n")
        raise
    return "finished"


@server.tool(description="Exits the server in the middle of the call.")
def crash(code: int) -> str:
    sys.stderr.write("crashing on purpose\n")
    sys.stderr.flush()
    os._exit(code)


@server.tool(description="Writes a line that is not JSON to standard output.", structured_output=False)
def garble(text: str) -> str:
    os.write(WIRE, f"this is not JSON: {text}\n".encode())
    return "garbled"


@server.tool(description="Tells the server's process id.", structured_output=False)
def whoami() -> str:
    return str(os.getpid())


if __name__ == "__main__":
    sys.stderr.write("callsite-test-server: ready\n")
    sys.stderr.flush()
    server.run()
