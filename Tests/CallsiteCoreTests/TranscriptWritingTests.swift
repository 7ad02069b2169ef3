import CallsiteCore
import Testing

@Suite struct TranscriptWritingTests {
  @Test func unknownRolesContentTypesAndKeysSurviveARoundTrip() throws {
    let text = """
      {"type": "FoundationModels.Transcript", "version": 1, "future": [1, 2.50],
       "transcript": {"entries": [
         {"role": "user", "id": "p1", "mood": "curious",
          "contents": [{"type": "text", "id": "s1", "text": "Hi", "lang": "en"},
                       {"type": "image", "id": "s2", "url": "cat.png"}]},
         {"role": "reasoning", "id": "r1", "steps": ["think", {"deep": true}]},
         {"role": "response", "id": "t1", "toolCalls": [{"id": "c1", "name": "f", "arguments": "{}", "kind": "fn"}],
          "latency": 3},
         {"role": "tool", "id": "o1", "toolCallID": "c1", "toolName": "f", "cached": false,
          "contents": [{"type": "structure", "id": "s3", "structure": {"source": "F", "content": {"b": 1, "a": 2}, "v": 2}, "note": "n"}]},
         {"role": "response", "id": "a1", "contents": [{"type": "text", "id": "s4", "text": "Bye"}], "finish": "stop"}
       ], "sessionID": "xyz"},
       "callsite": {"contextSize": 2048, "plugin": {"x": 1},
         "provenance": {"model": "m", "backend": "b", "gpu": "none"},
         "failures": [{"after": "p1", "callID": "c0", "tool": "f", "arguments": "{", "error": "bad", "retry": 1}]}}
      """
    let original = try JSONValue.parse(text)
    let transcript = try Transcript(jsonText: text)
    #expect(
      transcript.entries.map(\.roleName) == [
        "prompt", "reasoning", "tool call", "tool output", "response",
      ])
    #expect(try JSONValue.parse(transcript.jsonText) == original)
  }

  @Test func anUnknownRoleIsKeptWholeAndNamedByItsRole() throws {
    let transcript = try Transcript(
      jsonText: transcriptText(#"{"role": "reasoning", "id": "r9", "steps": []}"#))
    guard case .unknown(let raw) = transcript.entries[0] else {
      Issue.record("not an unknown entry")
      return
    }
    #expect(raw.keys == ["role", "id", "steps"])
    #expect(transcript.entries[0].id == "r9")
    #expect(transcript.entries[0].roleName == "reasoning")
  }

  @Test func anUnknownContentTypeIsKeptAndShownAsJSON() throws {
    let transcript = try Transcript(
      jsonText: transcriptText(
        #"{"role": "user", "id": "p", "contents": [{"type": "image", "url": "a.png"}]}"#))
    guard case .prompt(let prompt) = transcript.entries[0],
      case .unknown(let raw) = prompt.segments[0]
    else {
      Issue.record("not an unknown segment")
      return
    }
    #expect(raw["url"] == "a.png")
    #expect(prompt.segments[0].plainText == #"{"type":"image","url":"a.png"}"#)
  }

  @Test func callsiteMetadataRoundTrips() throws {
    var transcript = Transcript(entries: [
      .prompt(.init(id: "entry-1", segments: [.text(.init(id: "segment-1", text: "Hi"))]))
    ])
    transcript.callsite = CallsiteMetadata(
      provenance: Provenance(
        model: "gemma", backend: "openai", endpoint: "127.0.0.1:8080",
        options: JSONObject([("temperature", 0)]),
        captured: "2025-01-02T03:04:05Z", callsiteVersion: "0.1.0", definitionsHash: "sha256:ab",
        note: "n"),
      contextSize: 8192,
      tokens: ["entry-1": TokenCount(12, .reported), "entry-2": TokenCount(3, .estimated)],
      timings: ["call-1": 15],
      failures: [
        FailedCall(
          after: "entry-1", callID: "call-1", tool: "f", arguments: "{}", error: "boom",
          reportedToModel: true)
      ])
    let again = try Transcript(jsonText: transcript.jsonText)
    #expect(again == transcript)
    #expect(again.contextSize == 8192)
  }

  @Test func metadataIsWrittenInAFixedReadableOrder() throws {
    var transcript = Transcript()
    transcript.callsite.tokens = [
      "entry-10": TokenCount(1, .estimated), "entry-2": TokenCount(2, .reported),
      "entry-1": TokenCount(3, .estimated),
    ]
    transcript.callsite.contextSize = 4096
    transcript.callsite.provenance = Provenance(model: "m", backend: "offline")
    let expected = """
      {
        "type": "FoundationModels.Transcript",
        "version": 1,
        "transcript": {
          "entries": []
        },
        "callsite": {
          "provenance": {
            "model": "m",
            "backend": "offline"
          },
          "contextSize": 4096,
          "tokens": {
            "entry-1": {
              "count": 3,
              "source": "estimated"
            },
            "entry-2": {
              "count": 2,
              "source": "reported"
            },
            "entry-10": {
              "count": 1,
              "source": "estimated"
            }
          }
        }
      }

      """
    #expect(transcript.jsonText == expected)
  }

  @Test func keysAreWrittenInTheSameOrderWhateverOrderTheyWereRead() throws {
    let a = transcriptText(
      #"{"id": "p", "contents": [{"text": "Hi", "id": "s", "type": "text"}], "role": "user"}"#)
    let b = transcriptText(
      #"{"role": "user", "contents": [{"type": "text", "id": "s", "text": "Hi"}], "id": "p"}"#)
    #expect(try Transcript(jsonText: a).jsonText == Transcript(jsonText: b).jsonText)
  }

  @Test func aTranscriptWithoutMetadataWritesNoCallsiteObject() throws {
    let text = try Transcript(jsonText: transcriptText("")).jsonText
    #expect(!text.contains("callsite"))
  }

  @Test func recordedCountsReplaceTheEstimateAndContextSizeDefaultsTo4096() throws {
    let entry = Transcript.Entry.prompt(
      .init(id: "entry-1", segments: [.text(.init(id: "s", text: "abcdefgh"))]))
    var transcript = Transcript(entries: [entry])
    #expect(transcript.contextSize == 4096)
    #expect(transcript.tokenCount(of: entry) == TokenCount(6, .estimated))
    transcript.callsite.tokens["entry-1"] = TokenCount(9, .reported)
    #expect(transcript.tokenCount(of: entry) == TokenCount(9, .reported))
    #expect(transcript.cumulativeTokens == [9])
  }
}
