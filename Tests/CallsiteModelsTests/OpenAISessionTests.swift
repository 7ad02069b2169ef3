import CallsiteCore
import CallsiteModels
import Testing

/// A weather tool that answers the same for every city.
struct FixedWeatherTool: Tool {
  var definition: ToolDefinition { OpenAITestSupport.weather }
  func call(arguments: JSONValue) async throws -> ToolOutput { .text("18°C, sunny") }
}

@Suite struct OpenAISessionTests {
  @Test func runsATurnWithAToolCallAndAFollowUp() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(RecordedReplies.openAIToolCall), .json(RecordedReplies.text),
    ])
    let session = Session(
      model: OpenAITestSupport.model(server), tools: [FixedWeatherTool()],
      instructions: "Use tools.")
    let response = try await session.respond(to: "Weather in Paris?")
    #expect(response.segments.map(\.plainText) == ["It is 18°C and sunny in Paris."])
    let followUp = try JSONValue.parse(server.requests[1].bodyText)
    let roles = followUp["messages"]?.arrayValue?.compactMap { $0["role"]?.stringValue }
    #expect(roles == ["system", "user", "assistant", "tool"])
    #expect(followUp.value(at: "/messages/3/content") == "18°C, sunny")
  }

  @Test func recordsReportedTokenCounts() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let session = Session(
      model: OpenAITestSupport.model(server), tools: [FixedWeatherTool()], instructions: "Hi.")
    let response = try await session.respond(to: "Weather?")
    let count = await session.transcript.callsite.tokens[response.id]
    #expect(count?.source == .reported)
  }

  @Test func recordsArgumentsThatAreNotJSONAsAFailedCall() async throws {
    let bad = #"""
      {"choices":[{"message":{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"getWeather","arguments":"{city: Paris"}}]}}]}
      """#
    let server = try OpenAILoopbackServer(replies: [.json(bad)])
    let session = Session(
      model: OpenAITestSupport.model(server), tools: [FixedWeatherTool()], instructions: "Hi.")
    await #expect {
      try await session.respond(to: "Weather?")
    } throws: { error in
      "\(error)".contains("not valid JSON")
    }
    let failures = await session.transcript.callsite.failures
    #expect(failures.map(\.arguments) == ["{city: Paris"])
  }

  @Test func reportsAToolNameTheSessionDoesNotHave() async throws {
    let unknown = #"""
      {"choices":[{"message":{"role":"assistant","content":"","tool_calls":[{"id":"c","type":"function","function":{"name":"getTime","arguments":"{}"}}]}}]}
      """#
    let server = try OpenAILoopbackServer(replies: [.json(unknown)])
    let session = Session(
      model: OpenAITestSupport.model(server), tools: [FixedWeatherTool()], instructions: "Hi.")
    await #expect {
      try await session.respond(to: "Time?")
    } throws: { error in
      "\(error)".contains("getTime")
    }
  }

  @Test func leavesTheTranscriptAsItWasWhenTheServerIsDown() async throws {
    let port = try OpenAIErrorTests.unusedPort()
    let model = OpenAIModel(
      configuration: OpenAIConfiguration(baseURL: "http://127.0.0.1:\(port)/v1", model: "m"))
    let session = Session(model: model, tools: [FixedWeatherTool()], instructions: "Hi.")
    let before = await session.transcript
    await #expect {
      try await session.respond(to: "Weather?")
    } throws: { error in
      "\(error)".contains("no server at")
    }
    #expect(await session.transcript == before)
  }
}
