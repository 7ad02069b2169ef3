import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIReplyTests {
  private func reply(_ body: String) async throws -> ModelReply {
    let server = try OpenAILoopbackServer(replies: [.json(body)])
    return try await OpenAITestSupport.model(server).respond(to: OpenAITestSupport.request())
  }

  @Test func readsAnOpenAIToolCallAndItsUsage() async throws {
    let reply = try await reply(RecordedReplies.openAIToolCall)
    #expect(
      reply.move
        == .toolCalls([.init(id: "call_Q1w2", name: "getWeather", arguments: #"{"city":"Paris"}"#)])
    )
    #expect(reply.usage == TokenUsage(promptTokens: 82, completionTokens: 17, totalTokens: 99))
  }

  @Test func readsAnOllamaToolCall() async throws {
    let reply = try await reply(RecordedReplies.ollamaToolCall)
    #expect(
      reply.move
        == .toolCalls([.init(id: "call_x1yz", name: "getWeather", arguments: #"{"city":"Paris"}"#)])
    )
    #expect(reply.usage == TokenUsage(promptTokens: 150, completionTokens: 21, totalTokens: 171))
  }

  @Test func readsALlamaCppToolCallKeepingItsArgumentText() async throws {
    let reply = try await reply(RecordedReplies.llamaCppToolCall)
    guard case .toolCalls(let calls) = reply.move else {
      Issue.record("expected tool calls, got \(reply.move)")
      return
    }
    #expect(calls.map(\.name) == ["getWeather"])
    #expect(calls.first?.arguments == #"{"city": "Paris"}"#)
  }

  @Test func readsATextAnswer() async throws {
    let reply = try await reply(RecordedReplies.text)
    #expect(reply.move == .text("It is 18°C and sunny in Paris."))
    #expect(reply.usage == TokenUsage(promptTokens: 120, completionTokens: 11, totalTokens: 131))
  }

  @Test func passesArgumentsThatAreNotJSONThroughUnchanged() async throws {
    let body = #"""
      {"choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"getWeather","arguments":"{city: Paris"}}]}}]}
      """#
    let reply = try await reply(body)
    #expect(
      reply.move == .toolCalls([.init(id: "c", name: "getWeather", arguments: "{city: Paris")]))
    #expect(reply.usage == nil)
  }

  @Test func writesOutArgumentsSentAsAnObject() async throws {
    let body = #"""
      {"choices":[{"message":{"role":"assistant","tool_calls":[{"function":{"name":"getWeather","arguments":{"city":"Oslo"}}}]}}]}
      """#
    let reply = try await reply(body)
    #expect(
      reply.move == .toolCalls([.init(id: nil, name: "getWeather", arguments: #"{"city":"Oslo"}"#)])
    )
  }

  @Test func reportsAReplyWithoutChoices() async throws {
    await #expect {
      _ = try await reply(#"{"object":"list","data":[]}"#)
    } throws: { error in
      "\(error)".contains("no \"choices\"")
    }
  }
}
