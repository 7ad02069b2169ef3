import CallsiteCore
import CallsiteModels
import Synchronization
import Testing

@Suite struct OpenAIStreamEventTests {
  private func events(
    _ stream: [String], request: ModelRequest = OpenAITestSupport.request()
  ) async throws -> (ModelReply, [OpenAIStreamEvent]) {
    let server = try OpenAILoopbackServer(replies: [.events(stream)])
    let seen = Mutex<[OpenAIStreamEvent]>([])
    let model = OpenAIModel(
      configuration: OpenAITestSupport.model(server).configuration,
      transport: ServerKeepingTransport(server: server, network: NetworkTransport()),
      events: { event in seen.withLock { $0.append(event) } })
    let reply = try await model.respond(to: request)
    return (reply, seen.withLock { $0 })
  }

  @Test func textPiecesArriveInOrderBeforeTheReplyFinishes() async throws {
    let (reply, events) = try await events(RecordedReplies.textStream)
    #expect(
      events.dropFirst().dropLast() == [.text("It is "), .text("sunny.")])
    #expect(events.first == .requestSent(round: 1, toolChoice: .auto))
    #expect(events.last == .finished(reply))
  }

  @Test func aToolCallInPiecesArrivesOnceWhole() async throws {
    let (_, events) = try await events(RecordedReplies.llamaCppStream)
    let calls = events.compactMap { e -> ProposedToolCall? in
      if case .toolCall(let c) = e { return c }
      return nil
    }
    #expect(
      calls == [
        ProposedToolCall(
          id: "call__0_getWeather", name: "getWeather", arguments: #"{"city": "Paris"}"#)
      ])
  }

  @Test func aCallIsDeliveredAsSoonAsTheNextCallStarts() async throws {
    let stream = [
      #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"a","type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"Oslo\"}"}}]}}]}"#,
      #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"b","type":"function","function":{"name":"getWeather","arguments":"{\"ci"}}]}}]}"#,
      #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"ty\":\"Rome\"}"}}]}}]}"#,
    ]
    let (_, events) = try await events(stream)
    let kinds = events.map { e -> String in
      if case .toolCall(let c) = e { return c.id ?? "?" }
      return "other"
    }
    #expect(kinds == ["other", "a", "b", "other"])
  }

  @Test func theFinishReasonIsKeptAndAnEmptyReplySaysSo() async throws {
    let stream = [#"{"choices":[{"index":0,"delta":{"content":""},"finish_reason":"stop"}]}"#]
    let (reply, _) = try await events(stream)
    #expect(reply.finishReason == "stop")
    #expect(reply.emptyNote == "(empty response, finish_reason: stop)")
  }
}
