import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIUsageTests {
  @Test func usageIsTakenAsReportedWithTotalAndCachedTokens() async throws {
    let body =
      #"{"choices":[{"index":0,"message":{"role":"assistant","content":"Hi"},"finish_reason":"stop"}],"usage":{"prompt_tokens":120,"completion_tokens":11,"total_tokens":131,"prompt_tokens_details":{"cached_tokens":96}}}"#
    let server = try OpenAILoopbackServer(replies: [.json(body)])
    let reply = try await OpenAITestSupport.model(server).respond(to: OpenAITestSupport.request())
    #expect(
      reply.usage
        == TokenUsage(promptTokens: 120, completionTokens: 11, totalTokens: 131, cachedTokens: 96))
  }

  @Test func aStreamThatBreaksAfterItsUsageKeepsTheUsageInTheError() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .rawStream([
        "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":50,\"completion_tokens\":4,\"total_tokens\":54}}\n\n",
        "data: {not json\n\n",
      ])
    ])
    let model = OpenAITestSupport.model(server)
    do {
      _ = try await model.respond(to: OpenAITestSupport.request())
      Issue.record("expected an error")
    } catch let error as OpenAIError {
      #expect(error.usage?.promptTokens == 50)
      #expect(model.exchanges.last?.usage?.totalTokens == 54)
    }
  }

  @Test func aFiveHundredThatRejectsTheRequestIsNotRetried() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(
        #"{"error":{"code":500,"message":"tool_choice \"required\" is not supported","type":"server_error"}}"#,
        status: 500),
      .json(RecordedReplies.text),
    ])
    let model = OpenAITestSupport.model(server)
    await #expect(throws: OpenAIError.self) {
      _ = try await model.respond(to: OpenAITestSupport.request())
    }
    #expect(server.requests.count == 1)
  }

  @Test func anEmptySystemMessageIsNeverSent() async throws {
    var transcript = OpenAITestSupport.transcript()
    transcript.entries[0] = .instructions(
      .init(
        id: "e1", segments: [.text(.init(id: "s1", text: ""))], tools: [OpenAITestSupport.weather]))
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    _ = try await OpenAITestSupport.model(server).respond(
      to: OpenAITestSupport.request(transcript))
    let roles = try OpenAITestSupport.firstBody(server)["messages"]?.arrayValue?.compactMap {
      $0["role"]?.stringValue
    }
    #expect(roles == ["user"])
  }
}
