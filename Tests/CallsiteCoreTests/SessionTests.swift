import CallsiteCore
import Testing

/// The `Session` driver against a scripted model and in-test tools.
@Suite struct SessionTests {
  func weather(_ counter: CallCounter = CallCounter()) -> ClosureTool {
    ClosureTool("weather", counter: counter) { args in
      .text("Sunny in \(args["city"]?.stringValue ?? "?")")
    }
  }

  func toolCallError(_ body: () async throws -> Void) async -> ToolCallError? {
    do {
      try await body()
    } catch let error as TurnError {
      if case .toolCall(let e) = error { return e }
      Issue.record("expected a tool call error, got \(error)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return nil
  }

  @Test func aSingleCallRunsTheToolAndAnswers() async throws {
    let counter = CallCounter()
    let model = ScriptedModel([.call("weather", #"{"city": "Oslo"}"#), .answer("It is sunny.")])
    let session = Session(
      model: model, tools: [weather(counter)], instructions: "Help with weather.")
    let response = try await session.respond(to: "Weather in Oslo?")
    #expect(response.segments.map(\.plainText) == ["It is sunny."])
    #expect(await counter.calls.map(\.arguments) == [["city": "Oslo"]])
    let transcript = await session.transcript
    #expect(
      transcript.entries.map(\.roleName) == [
        "instructions", "prompt", "tool call", "tool output", "response",
      ])
    // A tool output entry has its call's id, as Apple's encoder writes it.
    #expect(
      transcript.entries.map(\.id) == ["entry-1", "entry-2", "entry-3", "call-1", "entry-4"])
    let second = await model.requests[1].transcript
    guard case .toolOutput(let output) = second.entries.last else {
      Issue.record("the model did not see the tool output")
      return
    }
    #expect(output.segments.map(\.plainText) == ["Sunny in Oslo"])
    #expect(output.toolCallID == "call-1")
  }

  @Test func twoCallsInOneRoundRunConcurrentlyAndKeepCallOrder() async throws {
    let overlap = Overlap()
    let slow = ClosureTool("slow") { _ in
      await overlap.enter()
      // Sleeps until the fast call has finished (or ten seconds pass if calls ran one by one).
      for _ in 0..<1000 {
        if await overlap.hasFinished("fast") { break }
        try await Task.sleep(nanoseconds: 10_000_000)
      }
      await overlap.leave("slow")
      return .text("slow done")
    }
    let fast = ClosureTool("fast") { _ in
      await overlap.enter()
      try await Task.sleep(nanoseconds: 20_000_000)
      await overlap.leave("fast")
      return .text("fast done")
    }
    let model = ScriptedModel([
      .calls([("slow", #"{"city": "A"}"#), ("fast", #"{"city": "B"}"#)]), .answer("ok"),
    ])
    let session = Session(model: model, tools: [slow, fast], instructions: "")
    try await session.respond(to: "Go")
    #expect(await overlap.peak == 2)
    #expect(await overlap.finished == ["fast", "slow"])
    let outputs = await session.transcript.entries.compactMap { entry -> String? in
      guard case .toolOutput(let o) = entry else { return nil }
      return "\(o.toolCallID) \(o.toolName): \(o.segments[0].plainText)"
    }
    #expect(outputs == ["call-1 slow: slow done", "call-2 fast: fast done"])
  }

  @Test func aChainOfTwoRoundsFeedsTheFirstOutputToTheSecondCall() async throws {
    let geocode = ClosureTool("geocode") { _ in .structure(["lat": 59.9, "lon": 10.7]) }
    let model = ScriptedModel([
      .call("geocode", #"{"city": "Oslo"}"#), .call("weather", #"{"city": "59.9,10.7"}"#),
      .answer("Sunny."),
    ])
    let session = Session(model: model, tools: [geocode, weather()], instructions: "")
    try await session.respond(to: "Weather in Oslo?")
    let transcript = await session.transcript
    #expect(
      transcript.entries.map(\.roleName) == [
        "instructions", "prompt", "tool call", "tool output", "tool call", "tool output",
        "response",
      ])
    let secondRequest = await model.requests[1].transcript
    guard case .toolOutput(let first) = secondRequest.entries.last,
      case .structure(let s) = first.segments[0]
    else {
      Issue.record("the second request does not end with the structured geocode output")
      return
    }
    #expect(s.content == ["lat": 59.9, "lon": 10.7])
    #expect(s.source == "geocode")
    #expect(await model.requestCount == 3)
  }

  @Test func twoTurnsInARowContinueTheIds() async throws {
    let model = ScriptedModel([
      .call("weather", #"{"city": "Oslo"}"#), .answer("Sunny."),
      .call("weather", #"{"city": "Rome"}"#), .answer("Hot."),
    ])
    let session = Session(model: model, tools: [weather()], instructions: "")
    try await session.respond(to: "Oslo?")
    try await session.respond(to: "Rome?")
    let transcript = await session.transcript
    #expect(
      transcript.entries.map(\.id) == [
        "entry-1", "entry-2", "entry-3", "call-1", "entry-4", "entry-5", "entry-6", "call-2",
        "entry-7",
      ])
    let callIDs = transcript.entries.flatMap { entry -> [String] in
      guard case .toolCalls(let c) = entry else { return [] }
      return c.calls.map(\.id)
    }
    #expect(callIDs == ["call-1", "call-2"])
    #expect(try Transcript(jsonText: transcript.jsonText) == transcript)
  }

  @Test func aThrowingToolEndsTheTurnWithAToolCallError() async throws {
    let broken = ClosureTool("weather") { _ in throw StationOffline(station: "OSL") }
    let model = ScriptedModel([.call("weather", #"{"city": "Oslo"}"#), .answer("never")])
    let session = Session(model: model, tools: [broken], instructions: "")
    let error = await toolCallError { try await session.respond(to: "Oslo?") }
    #expect(error?.toolName == "weather")
    #expect(error?.arguments == #"{"city": "Oslo"}"#)
    #expect(error?.underlyingError as? StationOffline == StationOffline(station: "OSL"))
    #expect(error?.description == "tool weather failed: station OSL is offline")
    #expect(await model.requestCount == 1)
  }

  @Test func aFailedCallIsRecordedAsAFailureAndNotAsAnEntry() async throws {
    let broken = ClosureTool("weather") { _ in throw StationOffline(station: "OSL") }
    let session = Session(
      model: ScriptedModel([.call("weather", #"{"city": "Oslo"}"#)]), tools: [broken],
      instructions: "")
    _ = await toolCallError { try await session.respond(to: "Oslo?") }
    let transcript = await session.transcript
    #expect(
      !transcript.entries.contains { $0.roleName == "tool call" || $0.roleName == "tool output" })
    #expect(
      transcript.callsite.failures == [
        FailedCall(
          after: "entry-2", callID: "call-1", tool: "weather", arguments: #"{"city": "Oslo"}"#,
          error: "station OSL is offline")
      ])
    #expect(transcript.callsite.timings.isEmpty)
  }

  @Test func theReportPolicySendsTheErrorToTheModelAndContinues() async throws {
    let broken = ClosureTool("weather") { _ in throw StationOffline(station: "OSL") }
    let model = ScriptedModel([
      .call("weather", #"{"city": "Oslo"}"#), .answer("The station is down."),
    ])
    let session = Session(model: model, tools: [broken], instructions: "", policy: .report)
    let response = try await session.respond(to: "Oslo?")
    #expect(response.segments.map(\.plainText) == ["The station is down."])
    let seen = await model.requests[1].transcript
    guard case .toolOutput(let output) = seen.entries.last else {
      Issue.record("the model did not get the error back")
      return
    }
    #expect(output.segments.map(\.plainText) == ["Error: station OSL is offline"])
    let failures = await session.transcript.callsite.failures
    #expect(failures.map(\.reportedToModel) == [true])
    #expect(failures.map(\.after) == ["entry-3"])
  }

  @Test func anUnknownToolIsRefusedWithoutRunningAnything() async throws {
    let counter = CallCounter()
    let session = Session(
      model: ScriptedModel([.call("forecast", "{}")]), tools: [weather(counter)], instructions: "")
    let error = await toolCallError { try await session.respond(to: "?") }
    #expect(error?.toolName == "forecast")
    #expect(
      error?.underlyingError as? ToolCallRejection
        == .unknownTool(name: "forecast", available: ["weather"]))
    #expect(error?.reason == #"the session has no tool named "forecast" (it has weather)"#)
    #expect(await counter.count == 0)
  }

  @Test func argumentsThatAreNotJSONAreAFailedCall() async throws {
    let counter = CallCounter()
    let session = Session(
      model: ScriptedModel([.call("weather", "{city: Oslo}")]), tools: [weather(counter)],
      instructions: "")
    let error = await toolCallError { try await session.respond(to: "?") }
    #expect(
      error?.underlyingError as? ToolCallRejection
        == .argumentsNotJSON("1:2: expected a string key"))
    #expect(await session.transcript.callsite.failures.map(\.arguments) == ["{city: Oslo}"])
    #expect(await counter.count == 0)
  }

  @Test func argumentsThatBreakTheSchemaNameEveryViolation() async throws {
    let counter = CallCounter()
    let search = ClosureTool("search", schema: limitSchema, counter: counter) { _ in .text("[]") }
    let session = Session(
      model: ScriptedModel([.call("search", #"{"limit": 9, "q": 1}"#)]), tools: [search],
      instructions: "")
    let error = await toolCallError { try await session.respond(to: "?") }
    #expect(
      error?.underlyingError as? ToolCallRejection
        == .invalidArguments([
          SchemaViolation(pointer: "/limit", message: "9 is above the maximum 6"),
          SchemaViolation(
            pointer: "/q", message: "is not a property of this object (it has limit)"),
        ]))
    #expect(
      await session.transcript.callsite.failures.map(\.error) == [
        "the arguments do not match the schema: /limit: 9 is above the maximum 6; /q: is not a property of this object (it has limit)"
      ])
    #expect(await counter.count == 0)
  }

  @Test func invalidArgumentsUnderTheReportPolicyGoBackToTheModel() async throws {
    let counter = CallCounter()
    let search = ClosureTool("search", schema: limitSchema, counter: counter) { _ in .text("[]") }
    let model = ScriptedModel([
      .calls([("search", #"{"limit": 0}"#), ("search", #"{"limit": 2}"#)]),
      .answer("Found nothing."),
    ])
    let session = Session(model: model, tools: [search], instructions: "", policy: .report)
    try await session.respond(to: "?")
    #expect(await counter.calls.map(\.arguments) == [["limit": 2]])
    let outputs = await session.transcript.entries.compactMap { entry -> String? in
      guard case .toolOutput(let o) = entry else { return nil }
      return o.segments[0].plainText
    }
    #expect(
      outputs == [
        "Error: the arguments do not match the schema: /limit: 0 is below the minimum 1", "[]",
      ])
  }

  @Test func theRoundLimitStopsAModelThatNeverAnswers() async throws {
    let counter = CallCounter()
    // Each round asks for another city: the loop guard stops only a repeated call.
    let model = ScriptedModel((1...10).map { .call("weather", #"{"city": "C\#($0)"}"#) })
    let session = Session(model: model, tools: [weather(counter)], instructions: "", maxRounds: 3)
    do {
      try await session.respond(to: "Loop")
      Issue.record("the turn did not stop")
    } catch {
      guard case .roundLimit(let n) = error else {
        Issue.record("expected the round limit, got \(error)")
        return
      }
      #expect(n == 3)
      #expect(error.description.contains("3 rounds"))
    }
    #expect(await counter.count == 3)
    #expect(await model.requestCount == 4)
  }

  @Test func cancellingDuringASlowToolLeavesTheTranscriptAsBeforeTheTurn() async throws {
    let started = Signal()
    let slow = ClosureTool("weather") { _ in
      await started.fire()
      try await Task.sleep(nanoseconds: 60_000_000_000)
      return .text("too late")
    }
    let model = ScriptedModel([
      .answer("First."), .call("weather", #"{"city": "Oslo"}"#), .answer("never"),
    ])
    let session = Session(model: model, tools: [slow], instructions: "")
    try await session.respond(to: "Hi")
    let before = await session.transcript
    let task = Task { try await session.respond(to: "Weather?") }
    await started.wait()
    task.cancel()
    let result = await task.result
    guard case .failure(let error) = result, case .cancelled? = error as? TurnError else {
      Issue.record("the turn was not cancelled: \(result)")
      return
    }
    #expect(await session.transcript == before)
  }

  @Test func aFailingModelEndsTheTurnAndKeepsTheTranscript() async throws {
    let session = Session(model: ScriptedModel([]), tools: [], instructions: "")
    let before = await session.transcript
    do {
      try await session.respond(to: "Hi")
      Issue.record("the turn did not fail")
    } catch {
      guard case .model(let underlying) = error else {
        Issue.record("expected a model error, got \(error)")
        return
      }
      #expect(underlying is ScriptedModel.OutOfReplies)
    }
    #expect(await session.transcript == before)
  }

  @Test func reportedUsageIsKeptPerRequestAndNeverSharedOverEntries() async throws {
    let model = ScriptedModel([
      .answer(
        "Hello there.",
        usage: TokenUsage(promptTokens: 50, completionTokens: 7, totalTokens: 57, cachedTokens: 40))
    ])
    let session = Session(model: model, tools: [], instructions: "Be kind.")
    try await session.respond(to: "Hi")
    let transcript = await session.transcript
    // The entries sent keep their estimates; the reply gets the completion count.
    #expect(transcript.callsite.tokens["entry-1"]?.source == .estimated)
    #expect(transcript.callsite.tokens["entry-2"]?.source == .estimated)
    #expect(transcript.callsite.tokens["entry-3"] == TokenCount(7, .reported))
    #expect(
      transcript.callsite.requests == [
        RequestRecord(
          after: "entry-2", reply: "entry-3", round: 1,
          usage: TokenUsage(
            promptTokens: 50, completionTokens: 7, totalTokens: 57, cachedTokens: 40),
          provenance: nil)
      ])
  }

  @Test func requestRecordsSurviveWritingAndReadingTheTranscript() async throws {
    let model = ScriptedModel([
      .answer("Hello.", usage: TokenUsage(promptTokens: 12, completionTokens: 3))
    ])
    let session = Session(model: model, tools: [], instructions: "Be kind.")
    try await session.respond(to: "Hi")
    let transcript = await session.transcript
    let read = try Transcript(jsonText: transcript.jsonText)
    #expect(read.callsite.requests == transcript.callsite.requests)
    #expect(read.callsite.requests.first?.usage?.promptTokens == 12)
  }

  @Test func aFailedRoundKeepsWhatItCost() async throws {
    let model = ScriptedModel([
      .call("missing", "{}", usage: TokenUsage(promptTokens: 30, completionTokens: 5))
    ])
    let session = Session(model: model, tools: [], instructions: "Be kind.")
    await #expect(throws: TurnError.self) { try await session.respond(to: "Hi") }
    let requests = await session.transcript.callsite.requests
    #expect(requests.map(\.reply) == [nil])
    #expect(requests.first?.usage == TokenUsage(promptTokens: 30, completionTokens: 5))
  }

  @Test func withoutReportedUsageEveryEntryIsEstimated() async throws {
    let session = Session(
      model: ScriptedModel([.answer("Hello.")]), tools: [], instructions: "Be kind.")
    try await session.respond(to: "Hi")
    let transcript = await session.transcript
    #expect(transcript.entries.allSatisfy { transcript.tokenCount(of: $0).source == .estimated })
    #expect(transcript.callsite.tokens.count == 3)
  }

  @Test func aNewSessionRecordsProvenanceContextSizeAndStableIds() async throws {
    let session = Session(
      model: ScriptedModel([]), tools: [weather()], instructions: "Help.", contextSize: 2048)
    let transcript = await session.transcript
    #expect(transcript.contextSize == 2048)
    #expect(transcript.callsite.provenance?.model == "scripted")
    #expect(transcript.callsite.provenance?.callsiteVersion == Callsite.version)
    #expect(
      transcript.callsite.provenance?.definitionsHash
        == Transcript.definitionsHash(instructions: "Help.", tools: [weather().definition]))
    #expect(transcript.entries.map(\.id) == ["entry-1"])
    #expect(transcript.toolDefinitions.map(\.name) == ["weather"])
  }
}
