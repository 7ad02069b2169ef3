import CallsiteCore
import Testing

/// Regression tests for keys that reading and writing used to add or change.
@Suite struct TranscriptLosslessTests {
  @Test func anInstructionsEntryWithoutToolsIsWrittenBackWithoutAToolsKey() throws {
    let text = transcriptText(
      #"{"role": "instructions", "id": "i", "contents": [{"type": "text", "id": "s", "text": "Be brief."}]}"#
    )
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
  }

  @Test func anEmptyToolListIsStillWrittenWhenTheFileHadOne() throws {
    let text = transcriptText(#"{"role": "instructions", "id": "i", "contents": [], "tools": []}"#)
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
  }

  @Test func toolCallArgumentsWrittenAsAnObjectAreWrittenBackAsOne() throws {
    let text = transcriptText(
      #"{"role": "response", "id": "r", "toolCalls": [{"id": "c", "name": "f", "arguments": {"n": 1.50}}]}"#
    )
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
    guard case .toolCalls(let e) = try Transcript(jsonText: text).entries[0] else {
      Issue.record("not a tool call entry")
      return
    }
    #expect(e.calls[0].arguments == #"{"n":1.50}"#)
  }

  @Test func changedArgumentsAreWrittenAsTextAgain() throws {
    var transcript = try Transcript(
      jsonText: transcriptText(
        #"{"role": "response", "id": "r", "toolCalls": [{"id": "c", "name": "f", "arguments": {"n": 1}}]}"#
      ))
    guard case .toolCalls(var e) = transcript.entries[0] else {
      Issue.record("not a tool call entry")
      return
    }
    e.calls[0].arguments = #"{"n":2}"#
    transcript.entries[0] = .toolCalls(e)
    #expect(transcript.json.value(at: "/transcript/entries/0/toolCalls/0/arguments") == #"{"n":2}"#)
  }

  @Test func aSegmentWithoutAnIdIsWrittenBackWithoutOne() throws {
    let text = transcriptText(
      #"{"role": "response", "id": "r", "contents": [{"type": "text", "text": "Hi"}, {"type": "structure", "structure": {"source": "S", "content": {}}}]}"#
    )
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
  }

  @Test func assetsThatAreNotAllStringsAreWrittenBackAsRead() throws {
    let text = transcriptText(
      #"{"role": "response", "id": "r", "assets": ["a", {"name": "b"}], "contents": []}"#)
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
  }
}
