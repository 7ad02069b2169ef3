import CallsiteCore
import Testing

/// The error `Transcript(jsonText:)` throws for `text`, or `nil` when it reads.
func transcriptError(_ text: String) -> TranscriptError? {
  do {
    _ = try Transcript(jsonText: text)
    return nil
  } catch {
    return error
  }
}

/// A transcript file around the given entries (JSON text of an array's members).
func transcriptText(_ entries: String, extra: String = "") -> String {
  #"{"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [\#(entries)]}\#(extra)}"#
}

@Suite struct TranscriptReadingTests {
  @Test func textThatIsNotJSONGivesLineAndColumn() {
    let error = transcriptError(
      "{\n  \"type\": \"FoundationModels.Transcript\",\n  \"version\" 1\n}")
    #expect(error?.line == 3)
    #expect(error?.column == 13)
    #expect(error?.description == #"3:13: not valid JSON: expected ':' after the key "version""#)
  }

  @Test func aWrongTypeIsAnErrorAtTheTypeValue() {
    let error = transcriptError(
      "{\"version\": 1,\n \"type\": \"Other\", \"transcript\": {\"entries\": []}}")
    #expect(error?.pointer == "/type")
    #expect(error?.line == 2)
    #expect(error?.column == 10)
    #expect(error?.message == #"expected "type": "FoundationModels.Transcript", got "Other""#)
  }

  @Test func aMissingTypeIsAnError() {
    let error = transcriptError(#"{"version": 1, "transcript": {"entries": []}}"#)
    #expect(error?.message == #"expected "type": "FoundationModels.Transcript", got no type"#)
  }

  @Test func aVersionAboveOneIsReadWithAWarningNamingItAtTheVersionValue() throws {
    let transcript = try Transcript(
      jsonText:
        #"{"type": "FoundationModels.Transcript", "version": 2, "transcript": {"entries": []}}"#)
    #expect(transcript.warnings.count == 1)
    #expect(transcript.warnings.first?.pointer == "/version")
    #expect(transcript.warnings.first?.line == 1)
    #expect(transcript.warnings.first?.column == 52)
    #expect(
      transcript.warnings.first?.message
        == "transcript version 2 is newer than the versions Callsite knows (1 and 1.1); read anyway, keeping what Callsite does not know as it was"
    )
    #expect(transcript.json["version"] == 2)
  }

  @Test func aVersionBelowOneIsAnErrorAtTheVersionValue() {
    let error = transcriptError(
      #"{"type": "FoundationModels.Transcript", "version": 0, "transcript": {"entries": []}}"#)
    #expect(error?.pointer == "/version")
    #expect(error?.column == 52)
    #expect(
      error?.message
        == #"unsupported transcript version 0; Callsite reads version 1 and later (FoundationModels writes 1 or "1.1")"#
    )
  }

  @Test func aTopLevelArrayIsAnError() {
    #expect(transcriptError("[]")?.message == "a transcript file must be a JSON object")
  }

  @Test func missingEntriesIsAnError() {
    let error = transcriptError(
      #"{"type": "FoundationModels.Transcript", "version": 1, "transcript": {}}"#)
    #expect(error?.message == #"missing the "entries" array"#)
  }

  @Test func anEntryWithoutAnIdIsAnErrorNamingTheEntry() {
    let error = transcriptError(transcriptText(#"{"role": "user", "contents": []}"#))
    #expect(error?.pointer == "/transcript/entries/0")
    #expect(error?.message == #"missing the string "id""#)
  }

  @Test func contentsThatAreNotAnArrayAreAnError() {
    let error = transcriptError(transcriptText(#"{"role": "user", "id": "p", "contents": 5}"#))
    #expect(error?.pointer == "/transcript/entries/0/contents")
  }

  @Test func aToolCallWhoseArgumentsAreNotJSONStillReads() throws {
    let text = transcriptText(
      #"{"role": "response", "id": "r", "toolCalls": [{"id": "c", "name": "find", "arguments": "{limit: 3"}]}"#
    )
    let transcript = try Transcript(jsonText: text)
    guard case .toolCalls(let entry) = transcript.entries.first else {
      Issue.record("not a tool-call entry")
      return
    }
    #expect(entry.calls[0].arguments == "{limit: 3")
    guard case .failure(let error) = entry.calls[0].parsedArguments else {
      Issue.record("the arguments parsed")
      return
    }
    #expect(error.description == "1:2: expected a string key")
    #expect(try JSONValue.parse(transcript.jsonText) == JSONValue.parse(text))
  }

  @Test func aGoodToolCallParsesItsArguments() throws {
    let call = Transcript.ToolCall(id: "c", name: "find", arguments: #"{"limit": 3}"#)
    #expect(try call.parsedArguments.get() == ["limit": 3])
  }

  @Test func appleFixtureEntriesCarryTheirIdsAndContents() throws {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    #expect(transcript.entries.count == 5)
    #expect(transcript.entries.map(\.id).first == "0384244A-14F4-448D-88A7-CF923C9C047D")
    #expect(
      transcript.instructionsText == "You are a bread expert and can answer questions about bread.")
    guard case .toolOutput(let output) = transcript.entries[3],
      case .response(let response) = transcript.entries[4]
    else {
      Issue.record("entries 4 and 5 are not a tool output and a response")
      return
    }
    #expect(output.toolCallID == "8A856753-32E0-4D5D-9FBC-B95AC0BBFA59")
    #expect(output.segments.map(\.plainText) == ["[]"])
    #expect(response.assets?.count == 3)
    #expect(transcript.callsite.isEmpty)
  }

  @Test func appleFixtureIsWrittenWithTypeAndVersionFirst() throws {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    #expect(transcript.json.objectValue?.keys == ["type", "version", "transcript"])
    #expect(
      transcript.json.value(at: "/transcript/entries/0")?.objectValue?.keys == [
        "role", "id", "contents", "tools",
      ])
  }

  @Test func appleFixtureWrittenTwiceGivesTheSameBytes() throws {
    let once = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json")
    ).jsonText
    #expect(try Transcript(jsonText: once).jsonText == once)
    #expect(once.hasSuffix("}\n"))
    #expect(!once.hasSuffix("\n\n"))
  }
}
