"""A handshake-only MCP server (no SDK, the Python standard library only), for the
client's fallback from the 2026-07-28 probe to `initialize`.

It answers `initialize` with protocol version 2025-06-18 whatever the client offers,
refuses every other request before `notifications/initialized` with error -32601 (as
many older servers answer the probe), and has one tool, `shout`. `--silent-probe` makes
it ignore requests before the handshake instead of refusing them. With `--hang`, a call
whose text is a path writes the server's pid and process group there and then hangs,
reading nothing more (a hung server, which only killing ends).
"""

import json
import os
import sys
import time

silent = "--silent-probe" in sys.argv
hang = "--hang" in sys.argv
ready = False


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


TOOL = {
    "name": "shout",
    "description": "Says the text in capitals.",
    "inputSchema": {
        "type": "object",
        "properties": {"text": {"type": "string", "minLength": 1}},
        "required": ["text"],
    },
}

for line in sys.stdin:
    message = json.loads(line)
    method, ident = message.get("method"), message.get("id")
    if method == "notifications/initialized":
        ready = True
        continue
    if ident is None:
        continue
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": ident, "result": {
            "protocolVersion": "2025-06-18", "capabilities": {"tools": {}},
            "serverInfo": {"name": "legacy-shout", "version": "0.1"}}})
    elif not ready:
        if not silent:
            send({"jsonrpc": "2.0", "id": ident,
                  "error": {"code": -32601, "message": f"unknown method {method}"}})
    elif method == "tools/list":
        send({"jsonrpc": "2.0", "id": ident, "result": {"tools": [TOOL]}})
    elif method == "tools/call":
        text = message["params"]["arguments"]["text"]
        if hang and text.startswith("/"):
            with open(text, "w") as marker:
                marker.write(f"{os.getpid()} {os.getpgrp()}\n")
            while True:
                time.sleep(3600)
        send({"jsonrpc": "2.0", "id": ident, "result": {
            "content": [{"type": "text", "text": text.upper()},
                        {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}]}})
    elif method == "ping":
        send({"jsonrpc": "2.0", "id": ident, "result": {}})
    else:
        send({"jsonrpc": "2.0", "id": ident,
              "error": {"code": -32601, "message": f"unknown method {method}"}})
