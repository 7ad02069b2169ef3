import CallsiteCore

extension Hostile {
  /// Marks of the transcript's fields that a page shows, each of which must arrive (escaped).
  static let shownTranscriptMarks = [
    "role", "unknown-entry-key", "unknown-entry-value", "segment-type", "segment-key",
    "segment-value", "instructions", "tool-name", "tool-summary", "tool-param", "tool-enum",
    "tool-param-description", "tool-description", "tool-title", "tool-def", "prompt",
    "response-format", "call-name", "argument-key", "argument-value", "bad-arguments",
    "output-tool", "output-text", "output-json-key", "output-json-value",
    "structure-key", "structure-value", "output-segment-type", "response", "response-source",
    "response-key", "response-value", "model", "backend", "endpoint", "option-key",
    "option-value", "captured", "version", "hash", "note", "failure-tool", "failure-arguments",
    "failure-error", "failure-json-key", "failure-json-value",
  ]

  /// A transcript with hostile text in every field: roles, segment types, unknown keys and
  /// their values, ids, tool names, arguments, outputs, responses, instructions, tool
  /// definitions and the `callsite` provenance and failures.
  static func transcript() -> JSONValue {
    let callName = text("tool-name")
    let entryID = text("entry-id")
    var unknownEntry = JSONObject()
    unknownEntry["role"] = .string(text("role"))
    unknownEntry["id"] = .string(text("unknown-entry-id"))
    unknownEntry[text("unknown-entry-key")] = .string(text("unknown-entry-value"))
    var unknownSegment = JSONObject()
    unknownSegment["type"] = .string(text("segment-type"))
    unknownSegment["id"] = .string(text("segment-id"))
    unknownSegment[text("segment-key")] = .string(text("segment-value"))
    var arguments = JSONObject()
    arguments[text("argument-key")] = .string(text("argument-value"))
    var outputJSON = JSONObject()
    outputJSON[text("output-json-key")] = [.string(text("output-json-value"))]
    var structure = JSONObject()
    structure[text("structure-key")] = .string(text("structure-value"))
    var responseStructure = JSONObject()
    responseStructure[text("response-key")] = .string(text("response-value"))
    var failureArguments = JSONObject()
    failureArguments[text("failure-json-key")] = .string(text("failure-json-value"))
    var options = JSONObject()
    options[text("option-key")] = .string(text("option-value"))
    var tokens = JSONObject()
    tokens[entryID] = ["count": 12, "source": "estimated"]
    let entries: [JSONValue] = [
      [
        "role": "instructions", "id": .string(entryID),
        "contents": [
          [
            "type": "text", "id": .string(text("segment-id")),
            "text": .string(text("instructions")),
          ]
        ],
        "tools": [tool("tool")], text("instructions-key"): "x",
      ],
      [
        "role": "user", "id": .string(text("prompt-id")),
        "contents": [
          ["type": "text", "id": "s2", "text": .string(text("prompt"))], .object(unknownSegment),
        ],
        "options": [text("prompt-option"): .string(text("prompt-option-value"))],
        "responseFormat": ["type": "object", "title": .string(text("response-format"))],
      ],
      [
        "role": "response", "id": .string(text("calls-id")),
        "toolCalls": [
          [
            "id": .string(text("call-id")), "name": .string(callName),
            "arguments": .string(JSONValue.object(arguments).compactText),
          ],
          [
            "id": .string(text("bad-call-id")), "name": .string(text("call-name")),
            "arguments": .string(text("bad-arguments")),
          ],
        ],
      ],
      [
        "role": "tool", "id": .string(text("output-id")), "toolCallID": .string(text("call-id")),
        "toolName": .string(text("output-tool")),
        "contents": [
          [
            "type": "text", "id": "s3",
            "text": .string(
              text("output-text") + "\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n" + text("output-text")),
          ],
          ["type": "text", "id": "s4", "text": .string(JSONValue.object(outputJSON).compactText)],
          [
            "type": "structure", "id": "s5",
            "structure": [
              "source": .string(text("structure-source")), "content": .object(structure),
            ],
          ],
          ["type": .string(text("output-segment-type")), "id": "s6"],
        ],
      ],
      .object(unknownEntry),
      [
        "role": "response", "id": .string(text("response-id")), "assets": [.string(text("asset"))],
        "contents": [
          ["type": "text", "id": "s7", "text": .string(markdown("response"))],
          [
            "type": "structure", "id": "s8",
            "structure": [
              "source": .string(text("response-source")), "content": .object(responseStructure),
            ],
          ],
        ],
      ],
    ]
    return [
      "type": "FoundationModels.Transcript", "version": 1,
      "transcript": ["entries": .array(entries), text("transcript-key"): "x"],
      "callsite": [
        "provenance": [
          "model": .string(text("model")), "backend": .string(text("backend")),
          "endpoint": .string(text("endpoint")), "options": .object(options),
          "captured": .string(text("captured")), "callsiteVersion": .string(text("version")),
          "definitionsHash": .string(text("hash")), "note": .string(text("note")),
        ],
        "tokens": .object(tokens),
        "failures": [
          [
            "after": .string(entryID), "callID": .string(text("failure-call-id")),
            "tool": .string(text("failure-tool")), "arguments": .string(text("failure-arguments")),
            "error": .string(text("failure-error")),
          ],
          [
            "after": .string(text("nowhere")), "callID": .string(text("call-id")),
            "tool": .string(callName),
            "arguments": .string(JSONValue.object(failureArguments).compactText),
            "error": .string(text("failure-error")), "reportedToModel": true,
          ],
        ],
        text("callsite-key"): .string(text("callsite-value")),
      ],
    ]
  }
}
