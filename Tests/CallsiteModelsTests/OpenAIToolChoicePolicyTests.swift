import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIToolChoicePolicyTests {
  @Test func aListGivesEachRoundItsItemAndLaterRoundsTheLast() throws {
    let policy = try OpenAIToolChoicePolicy(parsing: "getCoordinates, auto")
    #expect(policy.choice(forRound: 1) == .function("getCoordinates"))
    #expect(policy.choice(forRound: 2) == .auto)
    #expect(policy.choice(forRound: 7) == .auto)
    #expect(policy.description == "getCoordinates,auto")
  }

  @Test func anEmptyItemIsRejectedWithAnExample() {
    #expect {
      _ = try OpenAIToolChoicePolicy(parsing: "getCoordinates,,auto")
    } throws: { error in
      "\(error)".contains("invalid value 'getCoordinates,,auto' for tool-choice")
        && "\(error)".contains("such as getCoordinates,auto")
    }
  }

  @Test func aToolTheSessionLacksIsRejectedNamingTheToolsItHas() throws {
    let policy = try OpenAIToolChoicePolicy(parsing: "getCoordinatez,auto")
    #expect {
      try policy.validate(toolNames: ["getCoordinates", "getWeather"])
    } throws: { error in
      "\(error)".contains("no tool named 'getCoordinatez'")
        && "\(error)".contains("getCoordinates, getWeather")
    }
  }

  @Test func knownToolsAndKeywordsPassValidation() throws {
    let policy = try OpenAIToolChoicePolicy(parsing: "getWeather,required,none,auto")
    try policy.validate(toolNames: ["getWeather"])
  }

  @Test func aPolicyEndingInAForcedCallCannotAnswer() throws {
    #expect(try !OpenAIToolChoicePolicy(parsing: "getWeather").canAnswer)
    #expect(try OpenAIToolChoicePolicy(parsing: "getWeather,auto").canAnswer)
  }

  @Test func theRoundCountsToolCallEntriesSinceTheLastPrompt() {
    #expect(OpenAIToolChoicePolicy.round(of: OpenAITestSupport.request()) == 1)
    #expect(
      OpenAIToolChoicePolicy.round(of: OpenAITestSupport.request(OpenAITestSupport.followUp())) == 2
    )
    var next = OpenAITestSupport.followUp()
    next.entries.append(
      .prompt(.init(id: "e9", segments: [.text(.init(id: "s9", text: "And Rome?"))])))
    #expect(OpenAIToolChoicePolicy.round(of: OpenAITestSupport.request(next)) == 1)
  }

  @Test func theSecondRoundIsSentWithTheLaterChoiceNotTheForcedOne() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server) {
      $0.toolChoicePolicy = try! OpenAIToolChoicePolicy(parsing: "getWeather,auto")
    }
    let reply = try await model.respond(to: OpenAITestSupport.request(OpenAITestSupport.followUp()))
    #expect(try OpenAITestSupport.firstBody(server)["tool_choice"] == "auto")
    #expect(reply.provenance?.options["tool_choice"] == "auto")
    #expect(reply.provenance?.options["round"] == 2)
  }

  @Test func theFirstRoundIsSentWithTheForcedTool() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.openAIToolCall)])
    let model = OpenAITestSupport.model(server) {
      $0.toolChoicePolicy = try! OpenAIToolChoicePolicy(parsing: "getWeather,auto")
    }
    _ = try await model.respond(to: OpenAITestSupport.request())
    #expect(
      try OpenAITestSupport.firstBody(server).value(at: "/tool_choice/function/name")
        == "getWeather")
  }

  @Test func noToolChoiceIsSentWhenNoToolsAreOffered() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server)
    let reply = try await model.respond(
      to: ModelRequest(transcript: OpenAITestSupport.transcript(), tools: []))
    #expect(try OpenAITestSupport.firstBody(server)["tool_choice"] == nil)
    #expect(reply.provenance?.options["tool_choice"] == nil)
  }
}
