import CallsiteCore
import Testing

@Suite struct ToolCallFailureTests {
  static func pythonTranscript() throws -> Transcript {
    try Transcript(jsonText: Fixtures.text("transcript-shapes/python-sdk-tool-error.json"))
  }

  @Test func pythonToolErrorAndCallbackErrorOutputsAreFailedCallsWithTheirMessages() throws {
    let failures = try Self.pythonTranscript().failedCalls
    #expect(failures.map(\.source) == [.toolError, .callbackError])
    #expect(failures.map(\.tool) == ["getWeather", "getAirQuality"])
    #expect(failures[0].message == "Keine Wetterdaten für „München“ verfügbar")
    #expect(failures[1].message == "'NoneType' object is not subscriptable")
    #expect(failures[0].arguments == #"{"city": "München"}"#)
    #expect(failures[0].after == "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A")
    #expect(failures[0].outputEntryID == "1A2B3C4D-5E6F-4071-8293-A4B5C6D7E8F9")
  }

  @Test func aFailedPythonOutputStaysAToolEntry() throws {
    let transcript = try Self.pythonTranscript()
    #expect(transcript.entries[3].roleName == "tool output")
    guard case .toolOutput(let output) = transcript.entries[3] else {
      Issue.record("entry 4 is not a tool output")
      return
    }
    #expect(transcript.failure(ofToolOutput: output)?.source == .toolError)
  }

  @Test func anOutputThatSucceededIsNoFailure() throws {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    guard case .toolOutput(let output) = transcript.entries[3] else {
      Issue.record("entry 4 is not a tool output")
      return
    }
    #expect(transcript.failure(ofToolOutput: output) == nil)
    #expect(transcript.failedCalls.isEmpty)
  }

  @Test func onlyTheExactPrefixesAtTheStartCount() {
    #expect(ToolCallFailure.reported(inOutputText: "tool error: x") == nil)
    #expect(ToolCallFailure.reported(inOutputText: "Result: Tool error: x") == nil)
    #expect(ToolCallFailure.reported(inOutputText: "Tool error:x") == nil)
    #expect(ToolCallFailure.reported(inOutputText: "Tool error: x")?.message == "x")
    #expect(ToolCallFailure.reported(inOutputText: "Callback error: y")?.source == .callbackError)
  }

  @Test func aStructuredOutputIsNeverAPythonFailure() throws {
    let text = transcriptText(
      #"{"role": "tool", "id": "o", "toolCallID": "c", "toolName": "f", "contents": [{"type": "structure", "id": "s", "structure": {"source": "S", "content": "Tool error: no"}}]}"#
    )
    #expect(try Transcript(jsonText: text).failedCalls.isEmpty)
  }

  @Test func callsiteRecordsAndPythonOutputsAreListedInTranscriptOrderOncePerCall() throws {
    let text = transcriptText(
      #"""
      {"role": "user", "id": "p", "contents": [], "options": {}},
      {"role": "response", "id": "r", "toolCalls": [{"id": "c1", "name": "f", "arguments": "{}"}, {"id": "c2", "name": "g", "arguments": "{}"}]},
      {"role": "tool", "id": "o1", "toolCallID": "c1", "toolName": "f", "contents": [{"type": "text", "id": "s1", "text": "Error: boom"}]},
      {"role": "tool", "id": "o2", "toolCallID": "c2", "toolName": "g", "contents": [{"type": "text", "id": "s2", "text": "Tool error: bang"}]}
      """#,
      extra:
        #", "callsite": {"failures": [{"after": "r", "callID": "c1", "tool": "f", "arguments": "{}", "error": "boom", "reportedToModel": true}, {"after": "p", "callID": "c0", "tool": "h", "arguments": "{}", "error": "early"}]}"#
    )
    let failures = try Transcript(jsonText: text).failedCalls
    #expect(failures.map(\.callID) == ["c0", "c1", "c2"])
    #expect(failures.map(\.source) == [.callsiteRecord, .callsiteRecord, .toolError])
    #expect(failures.map(\.outputEntryID) == [nil, "o1", "o2"])
    #expect(failures.map(\.message) == ["early", "boom", "bang"])
  }
}
