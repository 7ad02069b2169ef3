"""A course whose every field is hostile: site.json, front matter (with a slug that reads as
a `javascript:` URL), lesson bodies, a tool file and a transcript (unknown role, segment type
and keys, tool names, arguments, outputs, a Markdown response, tool definitions, provenance
and failures). Every payload, if it ever runs, sets `window.__pwned`, sets the page's title
to "PWNed" (built at run time, so the escaped text on the page never contains it) or opens
a dialog."""

import json
import re
from pathlib import Path

# What a payload writes into the title; the payloads spell it with character codes.
TITLE_MARK = "PWNed"
_RUN = "window.__pwned=1;document.title=String.fromCharCode(80,87,78)+'ed';alert(1)"


def text(mark):
    """Breaks out of text, of both kinds of quoted attribute, and of the step's elements."""
    return (f"{mark}<script>{_RUN}</script>\"><img src=x onerror=\"{_RUN}\">'><svg onload={_RUN}>"
            f"<details open ontoggle=\"{_RUN}\"></details></pre></code></li></ol><iframe srcdoc=\"<script>"
            f"parent.{_RUN}</script>\"></iframe><style>body{{background:red}}</style>")


def name(mark):
    """The same without `/`, for names that a JSON pointer would split."""
    return f"{mark}\"><img src=x onerror=\"{_RUN}\">'<b onmouseover=\"{_RUN}\">"


def markdown(mark):
    """A Markdown response or lesson body: raw HTML and links to script URLs."""
    return (f"{text(mark)}\n\n[link {mark}](javascript:{_RUN}) ![image](javascript:{_RUN}) "
            f"<javascript:alert(1)> [entity](javascript&#58;alert(1)) [upper](JaVaScRiPt:alert(1)) "
            f"[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [ref][r]\n\n"
            f"[r]: javascript:alert(1)\n\n<div onclick=\"{_RUN}\">raw block</div>\n\n"
            f"<script>{_RUN}</script>\n\n</details>\n")


def _schema(mark):
    definition = name(f"{mark}-def")
    return {
        "type": "object", "title": text(f"{mark}-title"), "description": text(f"{mark}-description"),
        "properties": {
            text(f"{mark}-param"): {"type": "string", "description": text(f"{mark}-param-description"),
                                    "enum": [text(f"{mark}-enum"), "plain"]},
            "pattern": {"type": "string", "pattern": re.escape(text(f"{mark}-pattern"))},
            "nested": {"$ref": "#/$defs/" + definition},
        },
        "required": [text(f"{mark}-param")],
        "additionalProperties": False,
        "$defs": {definition: {"type": "object", "title": name(f"{mark}-def-title"),
                               "properties": {"x": {"type": "string", "description": text(f"{mark}-x")}}}},
    }


def _tool(mark):
    return {"type": "function", "function": {
        "name": text(f"{mark}-name"), "description": text(f"{mark}-summary"), "parameters": _schema(mark)}}


def _transcript():
    tool_name = text("tool-name")
    first = text("entry-id")
    entries = [
        {"role": "instructions", "id": first, text("instructions-key"): text("instructions-value"),
         "contents": [{"type": "text", "id": text("segment-id"), "text": text("instructions")}],
         "tools": [_tool("tool")]},
        {"role": "user", "id": text("prompt-id"), "options": {text("option"): text("option-value")},
         "contents": [{"type": "text", "id": "s2", "text": text("prompt")},
                      {"type": text("segment-type"), "id": "s3", text("segment-key"): text("segment-value")}],
         "responseFormat": {"type": "object", "title": text("response-format")}},
        {"role": "response", "id": text("calls-id"), "toolCalls": [
            {"id": text("call-id"), "name": tool_name,
             "arguments": json.dumps({text("argument-key"): text("argument-value")})},
            {"id": text("bad-call-id"), "name": text("call-name"), "arguments": text("bad-arguments")}]},
        {"role": "tool", "id": text("output-id"), "toolCallID": text("call-id"), "toolName": text("output-tool"),
         "contents": [
             {"type": "text", "id": "s4", "text": "\n".join([text("output-text")] * 12)},
             {"type": "text", "id": "s5", "text": json.dumps({text("output-key"): [text("output-value")]})},
             {"type": "structure", "id": "s6", "structure": {
                 "source": text("structure-source"), "content": {text("structure-key"): text("structure-value")}}},
             {"type": text("output-segment-type"), "id": "s7"}]},
        {"role": text("role"), "id": text("unknown-id"), text("unknown-key"): text("unknown-value")},
        {"role": "response", "id": text("response-id"), "assets": [text("asset")],
         "contents": [{"type": "text", "id": "s8", "text": markdown("response")},
                      {"type": "structure", "id": "s9", "structure": {
                          "source": text("response-source"), "content": {text("response-key"): text("response-value")}}}]},
    ]
    callsite = {
        "provenance": {"model": text("model"), "backend": text("backend"), "endpoint": text("endpoint"),
                       "options": {text("sampling"): text("sampling-value")}, "captured": text("captured"),
                       "callsiteVersion": text("version"), "definitionsHash": text("hash"), "note": text("note")},
        "tokens": {first: {"count": 12, "source": "estimated"}},
        "failures": [
            {"after": first, "callID": text("failure-id"), "tool": text("failure-tool"),
             "arguments": text("failure-arguments"), "error": text("failure-error")},
            {"after": text("nowhere"), "callID": text("call-id"), "tool": tool_name,
             "arguments": json.dumps({text("failure-key"): text("failure-value")}),
             "error": text("failure-error"), "reportedToModel": True}],
        text("callsite-key"): text("callsite-value"),
    }
    return {"type": "FoundationModels.Transcript", "version": 1,
            "transcript": {"entries": entries, text("transcript-key"): 1}, "callsite": callsite}


def _variant():
    """The hostile transcript with other arguments and another tool, for a comparison."""
    t = _transcript()
    entries = t["transcript"]["entries"]
    entries[2]["toolCalls"][0]["arguments"] = json.dumps({text("argument-key"): text("other-value")})
    entries[2]["toolCalls"][1]["name"] = text("other-call-name")
    del entries[5]
    return t


def _front_matter(**fields):
    return "---\n" + "".join(f"{key}: {value}\n" for key, value in fields.items()) + "---\n"


def files():
    tool = _tool("file-tool")
    tool["run"] = {"reply": text("file-tool-reply")}
    site = {"title": text("site-title"), "description": text("site-description"),
            "language": text("site-language"), "chapters": [{"folder": "01-start", "title": text("chapter")}],
            "extra": text("site-extra")}
    return {
        "site.json": json.dumps(site, indent=2),
        "index.md": _front_matter(title=text("home-title")) + markdown("home-body")
                    + "\nRead [the lesson](lessons/01-start/01-evil.md).\n",
        "lessons/01-start/01-evil.md": _front_matter(
            title=text("lesson-title"), summary=text("lesson-summary"), note=text("lesson-note"),
            slug=f"javascript:{_RUN}") + markdown("lesson-body")
            + "\n\n```transcript evil\n```\n\n```tool evil\n```\n\n```compare evil evil2\n```\n"
            + "\n\n```transcript evil steps=1-2\nstep 1: "
            + markdown("step-note").replace("\n", "\n  ") + "\n```\n",
        "lessons/02-top.md": _front_matter(title=text("top-title"), slug="JavaScript:alert(document.domain)")
                             + "A lesson at the top of the lessons folder, linked from the site's root.\n",
        "transcripts/evil.json": json.dumps(_transcript(), indent=2),
        "transcripts/evil2.json": json.dumps(_variant(), indent=2),
        "tools/evil.json": json.dumps(tool, indent=2),
    }


def write_hostile_course(folder: Path) -> Path:
    """Writes the hostile course into `folder` (created) and returns it."""
    for rel, body in files().items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    return folder
