import CallsiteCore
import Testing

/// Messages built one entry at a time are those of the transcript cut after that entry, so
/// a caller may build every prefix's messages in one pass.
@Suite struct OpenAIMessagesTests {
  /// `transcript` with only its first `count` entries.
  static func cut(_ transcript: Transcript, _ count: Int) -> Transcript {
    var before = transcript
    before.entries.removeSubrange(count...)
    return before
  }

  @Test func theMessagesAfterEachEntryAreThoseOfTheTranscriptCutThere() throws {
    let transcript = try WireTests.transcript()
    var messages = OpenAIMessages()
    #expect(messages.all == OpenAIWire.messages(for: Self.cut(transcript, 0)))
    for (i, entry) in transcript.entries.enumerated() {
      messages.append(entry)
      #expect(messages.all == OpenAIWire.messages(for: Self.cut(transcript, i + 1)))
    }
  }

  @Test func reasoningWithNoAssistantMessageYetIsThePendingLastMessage() throws {
    let transcript = try WireTests.transcript()
    var messages = OpenAIMessages()
    // Instructions, prompt, then the reasoning before the tool calls.
    for entry in transcript.entries.prefix(3) { messages.append(entry) }
    #expect(messages.settled.count == 2)
    #expect(
      messages.pending
        == ["role": "assistant", "content": "", "reasoning_content": "Need the weather."])
    messages.append(transcript.entries[3])
    #expect(messages.pending == nil)
    #expect(messages.settled.last?.objectValue?["reasoning_content"] == "Need the weather.")
  }
}
