import CallsiteCore
import CallsiteModels
import Testing

extension LiveServerChecks {
  /// A turn's full round trip: round 1 under `required`, so the server constrains the reply
  /// to a call in the form its template taught it and parses it; the tool runs and its
  /// output goes back as a `tool` message answering that call's id; round 2 under `none`,
  /// so the reply is text whatever the model writes. What is asserted is that protocol,
  /// not which city the model asked about or what it said.
  func aRoundTrip() async throws {
    let model = OpenAIModel(
      configuration: configuration {
        $0.toolChoicePolicy = try! OpenAIToolChoicePolicy(parsing: "required,none")
        $0.maxTokens = 64
      })
    let session = Session(
      model: model, tools: [FixedWeatherTool()],
      instructions: "You answer questions about the weather with the getWeather tool.",
      maxRounds: 2)
    let response = try await session.respond(to: "What is the weather in Paris?")
    let turn = model.exchanges.lastTurn
    try #require(turn.count == 2)
    let (call, answer) = (turn[0], turn[1])
    #expect(call.request["tool_choice"] == "required")
    #expect(call.status == 200)
    #expect(call.finishReason == "tool_calls")
    #expect(answer.request["tool_choice"] == "none")
    #expect(answer.request.value(at: "/messages/2/tool_calls/0/function/name") == "getWeather")
    #expect(answer.request.value(at: "/messages/3/role") == "tool")
    #expect(answer.request.value(at: "/messages/3/content") == "18°C, sunny")
    let id = answer.request.value(at: "/messages/2/tool_calls/0/id")
    #expect(id != nil && answer.request.value(at: "/messages/3/tool_call_id") == id)
    #expect(answer.status == 200)
    #expect(response.segments.contains { !$0.plainText.isEmpty })
    let roles = await session.transcript.entries.map(\.roleName)
    #expect(roles == ["instructions", "prompt", "tool call", "tool output", "response"])
  }
}
