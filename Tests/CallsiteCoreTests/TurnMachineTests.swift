import CallsiteCore
import Testing

/// The pure state machine, driven by hand: no model, no tools, no concurrency.
@Suite struct TurnMachineTests {
  let tools = [ToolDefinition(name: "weather", description: "Weather.", parameters: citySchema)]
  let start = Transcript(entries: [
    .instructions(
      .init(id: "entry-1", segments: [.text(.init(id: "segment-1", text: "Help."))], tools: []))
  ])

  func success(_ text: String) -> TurnMachine.ToolRunResult {
    TurnMachine.ToolRunResult(result: .success(.text(text)), milliseconds: 5)
  }

  @Test func startingAppendsThePromptAndAsksTheModel() {
    var machine = TurnMachine(transcript: start, tools: tools)
    guard case .askModel(let request) = machine.start(prompt: "Weather in Oslo?") else {
      Issue.record("did not ask the model")
      return
    }
    #expect(request.transcript.entries.map(\.id) == ["entry-1", "entry-2"])
    #expect(request.tools == tools)
  }

  @Test func toolCallsBecomeRunToolsWithStableIds() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    let action = machine.handle(
      .modelReplied(.calls([("weather", #"{"city": "Oslo"}"#), ("weather", #"{"city": "Rome"}"#)])))
    guard case .runTools(let calls) = action else {
      Issue.record("did not run tools")
      return
    }
    #expect(calls.map(\.id) == ["call-1", "call-2"])
    #expect(calls.map(\.arguments) == [#"{"city": "Oslo"}"#, #"{"city": "Rome"}"#])
  }

  @Test func finishedToolsAppendTheCallAndOutputsInCallOrder() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(
      .modelReplied(.calls([("weather", #"{"city": "Oslo"}"#), ("weather", #"{"city": "Rome"}"#)])))
    guard
      case .askModel(let request) = machine.handle(
        .toolsFinished([success("cold"), success("warm")]))
    else {
      Issue.record("did not ask the model again")
      return
    }
    #expect(
      request.transcript.entries.map(\.roleName) == [
        "instructions", "prompt", "tool call", "tool output", "tool output",
      ])
    let outputs = request.transcript.entries.compactMap { entry -> String? in
      guard case .toolOutput(let o) = entry else { return nil }
      return "\(o.toolCallID)=\(o.segments[0].plainText)"
    }
    #expect(outputs == ["call-1=cold", "call-2=warm"])
    #expect(request.transcript.callsite.timings == ["call-1": 5, "call-2": 5])
  }

  @Test func aTextReplyFinishesTheTurnWithAResponse() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Hi")
    guard case .finished(let transcript) = machine.handle(.modelReplied(.answer("Hello."))) else {
      Issue.record("did not finish")
      return
    }
    #expect(transcript.entries.map(\.id) == ["entry-1", "entry-2", "entry-3"])
    #expect(transcript.entries.last.map { TokenEstimator.tokens(in: $0) } == 6)
    #expect(transcript.callsite.tokens["entry-3"] == TokenCount(6, .estimated))
  }

  @Test func aStructuredReplyFinishesWithAStructure() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Hi")
    let action = machine.handle(
      .modelReplied(ModelReply(.structure(source: "Recipe", content: ["name": "rye"]))))
    guard case .finished(let t) = action, case .response(let r) = t.entries.last,
      case .structure(let s) = r.segments[0]
    else {
      Issue.record("did not finish with a structure")
      return
    }
    #expect(s.source == "Recipe")
    #expect(s.content == ["name": "rye"])
  }

  @Test func cancellingReturnsTheTranscriptFromBeforeTheTurn() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Hi")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    guard case .failed(.cancelled, let kept) = machine.handle(.cancelled) else {
      Issue.record("did not fail as cancelled")
      return
    }
    #expect(kept == start)
  }

  @Test func aFailingModelLeavesTheTranscriptAsBeforeTheTurn() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Hi")
    guard
      case .failed(.model(let error), let kept) = machine.handle(
        .modelFailed(StationOffline(station: "m")))
    else {
      Issue.record("did not fail with the model's error")
      return
    }
    #expect(error as? StationOffline == StationOffline(station: "m"))
    #expect(kept == start)
  }

  @Test func eventsAfterTheEndAreRefused() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Hi")
    _ = machine.handle(.modelReplied(.answer("Done.")))
    guard case .failed(_, let kept) = machine.handle(.modelReplied(.answer("Again."))) else {
      Issue.record("accepted an event after the end")
      return
    }
    #expect(kept == start)
  }

  @Test func theRoundLimitCountsRoundsThatCallTools() {
    var machine = TurnMachine(transcript: start, tools: tools, maxRounds: 1)
    _ = machine.start(prompt: "Hi")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    _ = machine.handle(.toolsFinished([success("cold")]))
    guard
      case .failed(.roundLimit(let n), _) = machine.handle(
        .modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    else {
      Issue.record("did not stop at the round limit")
      return
    }
    #expect(n == 1)
  }
}
