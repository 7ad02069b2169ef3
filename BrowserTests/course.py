"""A small course the suite builds when the repository has no content/ yet: two chapters,
a home page, a lesson with headings, code, an image and a tool, a transcript with tool calls
and one with a failed call."""

import json
from pathlib import Path

# Words the search tests look for, and where they live.
LESSON_WORD = "marzipan"          # only in the body of the lesson "Calling tools"
LESSON_TITLE = "Calling tools"
TRANSCRIPT_TOOL = "findCoffeeShops"  # a tool name only in the transcript "coffee"
TRANSCRIPT_NAME = "coffee"

FORECAST_SCHEMA = {
    "type": "object",
    "properties": {
        "latitude": {"type": "number", "description": "Degrees north."},
        "longitude": {"type": "number", "description": "Degrees east."},
    },
    "required": ["latitude", "longitude"],
    "x-order": ["latitude", "longitude"],
    "additionalProperties": False,
}

COFFEE_SCHEMA = {
    "type": "object",
    "properties": {"near": {"type": "string", "description": "A neighbourhood."}},
    "required": ["near"],
    "additionalProperties": False,
}

DIAGRAM_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60">
<rect x="1" y="1" width="198" height="58" rx="8" fill="#eef" stroke="#335"/>
<text x="100" y="36" font-size="16" text-anchor="middle" fill="#223">prompt → tool → answer</text>
</svg>
"""


def _text(entry_id, segment_id, text):
    return {"type": "text", "id": segment_id, "text": text}


def _coffee_transcript():
    entries = [
        {"role": "instructions", "id": "entry-1",
         "contents": [_text("entry-1", "segment-1", "Help people find coffee.")],
         "tools": [{"type": "function", "function": {
             "name": TRANSCRIPT_TOOL, "description": "Lists coffee shops near a place.",
             "parameters": COFFEE_SCHEMA}}]},
        {"role": "user", "id": "entry-2",
         "contents": [_text("entry-2", "segment-2", "Where can I get an espresso near the harbour?")],
         "options": {}},
        {"role": "response", "id": "entry-3", "toolCalls": [
            {"id": "call-1", "name": TRANSCRIPT_TOOL, "arguments": json.dumps({"near": "harbour"})}]},
        {"role": "tool", "id": "entry-4", "toolCallID": "call-1", "toolName": TRANSCRIPT_TOOL,
         "contents": [{"type": "structure", "id": "segment-3", "structure": {
             "source": TRANSCRIPT_TOOL,
             "content": {"shops": [{"name": f"Shop {i}", "distance": i * 100} for i in range(1, 8)]}}}]},
        {"role": "response", "id": "entry-5",
         "contents": [_text("entry-5", "segment-4", "Try **Shop 1**, about 100 m away.")]},
    ]
    return {"type": "FoundationModels.Transcript", "version": 1,
            "transcript": {"entries": entries},
            "callsite": {"provenance": {"model": "offline-reference", "backend": "offline"},
                         "contextSize": 4096}}


def _failed_transcript():
    entries = [
        {"role": "instructions", "id": "entry-1",
         "contents": [_text("entry-1", "segment-1", "Give forecasts.")],
         "tools": [{"type": "function", "function": {
             "name": "getWeatherForecast", "description": "A forecast for a point in the US.",
             "parameters": FORECAST_SCHEMA}}]},
        {"role": "user", "id": "entry-2",
         "contents": [_text("entry-2", "segment-2", "What is the weather in Toronto?")], "options": {}},
    ]
    failures = [{"after": "entry-2", "callID": "call-1", "tool": "getWeatherForecast",
                 "arguments": json.dumps({"latitude": 43.65, "longitude": -79.38}),
                 "error": "404 Data Unavailable For Requested Point"}]
    return {"type": "FoundationModels.Transcript", "version": 1,
            "transcript": {"entries": entries}, "callsite": {"failures": failures}}


FILES = {
    "site.json": json.dumps({
        "title": "Browser Test Course",
        "description": "A small course the browser tests build.",
        "chapters": [{"folder": "01-start", "title": "Getting started"},
                     {"folder": "02-more", "title": "Going further"}],
    }, indent=2),
    "index.md": "---\ntitle: Welcome\n---\nThis course is built by the browser tests. "
                "Begin with [the first lesson](lessons/01-start/01-hello.md).\n",
    "lessons/01-start/01-hello.md": """---
title: Hello tools
summary: What a tool is.
---
## Why tools

A model can only answer from what it knows; a tool lets it ask.

![A prompt goes to a tool and comes back as an answer](../../static/diagram.svg)

### A tool file

```tool forecast
```

## What next

Read [the next lesson](02-calls.md#the-loop).
""",
    "lessons/01-start/02-calls.md": f"""---
title: {LESSON_TITLE}
summary: A session that calls a tool.
---
## The loop

Every turn is a small {LESSON_WORD} of steps: prompt, call, output, answer.

```json
{{"near": "harbour"}}
```

## A session

```transcript {TRANSCRIPT_NAME}
```

## When a call fails

```transcript failed
```
""",
    "lessons/02-more/01-extra.md": """---
title: Going further
summary: The last lesson.
---
## Shell

```sh
swift build --product gen
```

That is all; go back to [](lesson:calls) for the loop.
""",
    "transcripts/coffee.json": json.dumps(_coffee_transcript(), indent=2),
    "transcripts/failed.json": json.dumps(_failed_transcript(), indent=2),
    "tools/forecast.json": json.dumps({
        "type": "function",
        "function": {"name": "getWeatherForecast", "description": "A forecast for a point in the US.",
                     "parameters": FORECAST_SCHEMA},
        "run": {"reply": "Sunny, 71F"},
    }, indent=2),
    "static/diagram.svg": DIAGRAM_SVG,
}


def write_course(folder: Path) -> Path:
    """Writes the course into `folder` (created) and returns it."""
    for rel, text in FILES.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder
