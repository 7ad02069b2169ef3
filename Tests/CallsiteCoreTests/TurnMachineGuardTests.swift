import CallsiteCore
import Testing

/// The loop guard, answer rounds, the unparsed-call marker and cut-off calls, in the pure
/// machine.
@Suite struct TurnMachineGuardTests {
  let tools = [ToolDefinition(name: "weather", description: "Weather.", parameters: citySchema)]
  let start = Transcript(entries: [
    .instructions(
      .init(id: "entry-1", segments: [.text(.init(id: "segment-1", text: "Help."))], tools: []))
  ])

  func success(_ text: String) -> TurnMachine.ToolRunResult {
    TurnMachine.ToolRunResult(result: .success(.text(text)), milliseconds: 5)
  }

  @Test func aCallRepeatedWithJSONEqualArgumentsInTheNextRoundIsNotRun() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    _ = machine.handle(.toolsFinished([success("cold")]))
    let action = machine.handle(.modelReplied(.call("weather", #"{ "city":"Oslo" }"#)))
    guard case .failed(.repeatedCall(let repeated), let kept) = action else {
      Issue.record("the loop guard did not stop the turn: \(action)")
      return
    }
    #expect(repeated == RepeatedCall(tool: "weather", arguments: #"{ "city":"Oslo" }"#, round: 2))
    #expect(
      kept.entries.map(\.roleName) == ["instructions", "prompt", "tool call", "tool output"])
    #expect(kept.callsite.failures.map(\.tool) == ["weather"])
    #expect(kept.callsite.failures.first?.error.contains("loop guard") == true)
  }

  @Test func theLoopGuardsMessageNamesTheCallAndTheRemedies() {
    let text = TurnError.repeatedCall(
      RepeatedCall(tool: "getCoffeeMenu", arguments: #"{"query":"decaf"}"#, round: 3)
    ).description
    #expect(text.contains(#"getCoffeeMenu {"query":"decaf"} in round 3"#))
    #expect(text.contains(":set answer-round 3"))
    #expect(text.contains(":tool describe"))
    #expect(text.contains(":undo"))
  }

  @Test func aCallWithOtherArgumentsInTheNextRoundRuns() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    _ = machine.handle(.toolsFinished([success("cold")]))
    guard case .runTools = machine.handle(.modelReplied(.call("weather", #"{"city": "Rome"}"#)))
    else {
      Issue.record("a different call was stopped")
      return
    }
  }

  @Test func theLoopGuardStopsTheTurnUnderTheReportPolicyToo() {
    var machine = TurnMachine(transcript: start, tools: tools, policy: .report)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    _ = machine.handle(.toolsFinished([success("cold")]))
    guard
      case .failed(.repeatedCall, _) = machine.handle(
        .modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    else {
      Issue.record("the repeated call was sent on")
      return
    }
  }

  @Test func anAnswerRoundOffersNoTools() {
    var machine = TurnMachine(transcript: start, tools: tools, answerRound: 2)
    guard case .askModel(let first) = machine.start(prompt: "Weather?") else { return }
    #expect(first.tools == tools)
    #expect(!first.answerRound)
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    guard case .askModel(let second) = machine.handle(.toolsFinished([success("cold")])) else {
      Issue.record("did not ask the model again")
      return
    }
    #expect(second.tools.isEmpty)
    #expect(second.answerRound)
  }

  @Test func anAnswerRoundIsMarkedInItsRequestRecord() {
    var machine = TurnMachine(transcript: start, tools: tools, answerRound: 2)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    _ = machine.handle(.toolsFinished([success("cold")]))
    guard case .finished(let t) = machine.handle(.modelReplied(.answer("Cold."))) else {
      Issue.record("did not finish")
      return
    }
    #expect(t.callsite.requests.map(\.round) == [2])
    #expect(t.callsite.requests.first?.provenance?.options["answer_round"] == true)
  }

  @Test func aCallInAnAnswerRoundIsRefused() {
    var machine = TurnMachine(transcript: start, tools: tools, answerRound: 1)
    _ = machine.start(prompt: "Weather?")
    guard
      case .failed(.toolCall(let error), _) = machine.handle(
        .modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    else {
      Issue.record("the call in an answer round ran")
      return
    }
    #expect(error.underlyingError as? ToolCallRejection == .noToolsOffered(round: 1))
  }

  @Test func aReplyThatLooksLikeAnUnparsedCallIsKeptAndMarked() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    let text = #"<tools>{"name": "weather", "arguments": {"city": "Oslo"}}</tools>"#
    guard case .finished(let t) = machine.handle(.modelReplied(.answer(text))),
      case .response(let r)? = t.entries.last
    else {
      Issue.record("did not finish")
      return
    }
    #expect(r.segments.map(\.plainText) == [text])
    #expect(
      t.callsite.unparsedCalls[r.id]
        == UnparsedToolCall(tool: "weather", arguments: #"{"city":"Oslo"}"#, wrapper: "tools"))
  }

  @Test func callArgumentsCutOffAtTheTokenLimitAreExplained() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    let reply = ModelReply(
      .toolCalls([ProposedToolCall(name: "weather", arguments: #"{"city": "Os"#)]),
      finishReason: "length")
    guard case .failed(.toolCall(let error), _) = machine.handle(.modelReplied(reply)) else {
      Issue.record("the cut-off call did not fail")
      return
    }
    #expect(error.reason.contains("token limit"))
    #expect(error.reason.contains("--max-tokens"))
  }
}
