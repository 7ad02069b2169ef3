import CallsiteCore
import Testing

@Suite struct FoundationModelsFixtureTests {
  @Test func appleTranscriptDecodesIntoFiveEntriesOfTheExpectedRoles() throws {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    #expect(
      transcript.entries.map(\.roleName) == [
        "instructions", "prompt", "tool call", "tool output", "response",
      ])
    #expect(transcript.toolDefinitions.map(\.name) == ["searchBreadDatabaseTool"])
    guard case .toolCalls(let calls) = transcript.entries[2] else {
      Issue.record("entry 3 is not a tool call")
      return
    }
    #expect(calls.calls[0].arguments == #"{"searchTerm": "brioche", "limit": 1}"#)
    guard case .response(let response) = transcript.entries[4],
      case .structure(let s) = response.segments[0]
    else {
      Issue.record("entry 5 is not a structured response")
      return
    }
    #expect(s.source == "Recipe")
    #expect(s.content["name"] == "brioche")
  }

  @Test func appleTranscriptReencodesToSemanticallyEqualJSON() throws {
    let text = try Fixtures.text("foundation-models/test_transcript_full.json")
    let original = try JSONValue.parse(text)
    let transcript = try Transcript(jsonText: text)
    let written = try JSONValue.parse(transcript.jsonText)
    #expect(written == original)
    #expect(try Transcript(jsonText: transcript.jsonText) == transcript)
  }

  @Test(arguments: ["age.json", "cat.json", "hedgehog.json", "shelter.json"])
  func schemaFixtureDecodesAndReencodesEqual(name: String) throws {
    let value = try JSONValue.parse(Fixtures.text("foundation-models/\(name)"))
    let schema = try Schema(decoding: value)
    #expect(schema.jsonValue == value)
    #expect(try JSONValue.parse(schema.jsonValue.serialized()) == value)
  }
}
