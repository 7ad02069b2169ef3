import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIStreamingTests {
  private func reply(_ stream: OpenAILoopbackServer.Reply) async throws -> ModelReply {
    let server = try OpenAILoopbackServer(replies: [stream])
    let model = OpenAITestSupport.model(server) { $0.stream = true }
    return try await model.respond(to: OpenAITestSupport.request())
  }

  @Test func assemblesOpenAIStyleToolCallDeltas() async throws {
    let reply = try await reply(.events(RecordedReplies.openAIStream))
    #expect(
      reply.move
        == .toolCalls([.init(id: "call_9", name: "getWeather", arguments: #"{"city":"Paris"}"#)]))
  }

  @Test func readsUsageFromTheFinalChunkWithoutChoices() async throws {
    let reply = try await reply(.events(RecordedReplies.openAIStream))
    #expect(reply.usage == TokenUsage(promptTokens: 82, completionTokens: 17, totalTokens: 99))
  }

  @Test func toleratesServersThatRepeatTheIdAndNameInEveryChunk() async throws {
    let reply = try await reply(.events(RecordedReplies.llamaCppStream))
    #expect(
      reply.move
        == .toolCalls([
          .init(id: "call__0_getWeather", name: "getWeather", arguments: #"{"city": "Paris"}"#)
        ]))
  }

  @Test func readsAnOllamaStreamWithTheWholeCallInOneChunk() async throws {
    let reply = try await reply(.events(RecordedReplies.ollamaStream))
    #expect(
      reply.move
        == .toolCalls([.init(id: "call_k2", name: "getWeather", arguments: #"{"city":"Paris"}"#)]))
    #expect(reply.usage == TokenUsage(promptTokens: 150, completionTokens: 21, totalTokens: 171))
  }

  @Test func assemblesParallelCallsByIndex() async throws {
    let reply = try await reply(.events(RecordedReplies.parallelStream))
    #expect(
      reply.move
        == .toolCalls([
          .init(id: "a", name: "getWeather", arguments: #"{"city":"Oslo"}"#),
          .init(id: "b", name: "getWeather", arguments: #"{"city":"Rome"}"#),
        ]))
  }

  @Test func joinsTextDeltas() async throws {
    let reply = try await reply(.events(RecordedReplies.textStream))
    #expect(reply.move == .text("It is sunny."))
    #expect(reply.usage == TokenUsage(promptTokens: 40, completionTokens: 3, totalTokens: 43))
  }

  @Test func readsEventsSplitAcrossNetworkPiecesWithCRLFAndComments() async throws {
    let text =
      RecordedReplies.textStream.map { "data: \($0)\r\n\r\n" }.joined()
      + "data: [DONE]\r\n\r\n"
    let middle = text.index(text.startIndex, offsetBy: 37)
    let reply = try await reply(
      .rawStream([": keep-alive\n\n", String(text[..<middle]), String(text[middle...])]))
    #expect(reply.move == .text("It is sunny."))
  }

  @Test func readsAStreamWithoutDoneMarker() async throws {
    let reply = try await reply(.events(RecordedReplies.textStream, done: false))
    #expect(reply.move == .text("It is sunny."))
  }

  @Test func anEmptyStreamIsAskedForAgainWithoutStreaming() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .body(status: 200, contentType: "text/event-stream", text: ""), .json(RecordedReplies.text),
    ])
    let model = OpenAITestSupport.model(server)
    let reply = try await model.respond(to: OpenAITestSupport.request())
    #expect(reply.move == .text("It is 18°C and sunny in Paris."))
    #expect(server.requests.count == 2)
    #expect(try JSONValue.parse(server.requests[1].bodyText)["stream"] == nil)
    #expect(model.exchanges.lastTurn.map(\.attempt) == [1, 2])
  }

  @Test func reportsAnErrorEventWithTheServersMessage() async throws {
    await #expect {
      _ = try await reply(.events([#"{"error":{"message":"context window exceeded"}}"#]))
    } throws: { error in
      "\(error)".contains("context window exceeded")
    }
  }
}
