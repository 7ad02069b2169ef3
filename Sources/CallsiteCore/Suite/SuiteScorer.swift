/// Scores one run of a case from its transcript alone: pure, so `repl --suite` scores a run
/// as it finishes and `repl --suite … --check` scores the saved transcripts again the same way.
///
/// Checks per turn, in order: the calls (none made → no call; another tool, a missing one
/// or the wrong order → wrong tool), the same call twice in the turn (repeated call), each
/// call's arguments against the tool's schema and the `arg` tests (invented argument), and the
/// answer (missing, or failing an `answer` test → wrong answer; a turn the loop guard stopped
/// at a repeated call is not also a wrong answer). A run whose model or server
/// failed is a model error and nothing else, since it says nothing of the model's choices;
/// a run Callsite itself could not make is a run error, for the same reason.
public enum SuiteScorer {
  /// The verdict of `transcript`, a run of `suiteCase`.
  public static func verdict(of transcript: Transcript, for suiteCase: SuiteCase) -> RunVerdict {
    var verdict = RunVerdict()
    let recorded = SuiteRunError(recordedIn: transcript)
    if let recorded, recorded.kind == .model {
      verdict.add(.modelError, "turn \(recorded.turn): \(recorded.message)")
      return verdict
    }
    if let recorded, recorded.kind == .run {
      let when = recorded.turn == 0 ? "set-up" : "turn \(recorded.turn)"
      verdict.add(.runError, "\(when): \(recorded.message)")
      return verdict
    }
    let view = SuiteRunView(transcript)
    let schemas = Dictionary(
      transcript.toolDefinitions.map { ($0.name, $0.parameters) }, uniquingKeysWith: { a, _ in a })
    for (index, expected) in suiteCase.turns.enumerated() {
      let label = "turn \(index + 1)"
      guard index < view.turns.count else {
        verdict.add(.wrongAnswer, "\(label): the run has no such turn")
        continue
      }
      let turn = view.turns[index]
      let fresh = checkRepeats(turn.calls, label, &verdict)
      checkCalls(fresh, against: expected.calls, label, &verdict)
      for call in fresh {
        checkArguments(call, expected, schemas, view.outputs, label, &verdict)
      }
      // The loop guard ends a turn at its repeated call, so a missing answer there is the
      // repeat's consequence, already counted, not a second failure.
      if turn.answer == nil, fresh.count < turn.calls.count { continue }
      let stopped = recorded?.turn == index + 1 ? recorded : nil
      checkAnswer(turn.answer, expected.answer, label, stopped, &verdict)
    }
    return verdict
  }

  /// Reports each call identical to an earlier one of the turn; returns the others.
  private static func checkRepeats(
    _ calls: [SuiteRunView.Call], _ label: String, _ verdict: inout RunVerdict
  ) -> [SuiteRunView.Call] {
    var seen: Set<String> = []
    var fresh: [SuiteRunView.Call] = []
    for call in calls {
      let canonical =
        (try? JSONValue.parse(call.arguments).serialized(.init(pretty: false, sortKeys: true)))
        ?? call.arguments
      if seen.insert(call.name + "\u{0}" + canonical).inserted {
        fresh.append(call)
      } else {
        verdict.add(
          .repeatedCall, "\(label): step \(call.step) repeats \(call.name) \(call.arguments)")
      }
    }
    return fresh
  }

  private static func checkCalls(
    _ calls: [SuiteRunView.Call], against expected: CallExpectation?, _ label: String,
    _ verdict: inout RunVerdict
  ) {
    guard let expected else { return }
    let made = calls.map(\.name)
    let list = made.isEmpty ? "nothing" : made.joined(separator: ", ")
    let wanted = expected.tools.isEmpty ? "nothing" : expected.tools.joined(separator: ", ")
    if made.isEmpty, !expected.tools.isEmpty {
      verdict.add(.noCall, "\(label): called no tool; expected \(wanted)")
      return
    }
    let same =
      expected.ordered
      ? made == expected.tools : Set(made) == Set(expected.tools)
    if !same {
      let order = expected.ordered ? "" : " (in any order)"
      verdict.add(.wrongTool, "\(label): called \(list); expected \(wanted)\(order)")
    }
  }

  private static func checkArguments(
    _ call: SuiteRunView.Call, _ expected: SuiteTurn, _ schemas: [String: Schema],
    _ outputs: [Int: JSONValue], _ label: String, _ verdict: inout RunVerdict
  ) {
    guard let schema = schemas[call.name] else {
      verdict.add(.wrongTool, "\(label): step \(call.step) calls \(call.name), which is not a tool")
      return
    }
    let value: JSONValue
    do {
      value = try JSONValue.parse(call.arguments)
    } catch {
      verdict.add(
        .inventedArgument, "\(label): step \(call.step)'s arguments are not JSON: \(call.arguments)"
      )
      return
    }
    if let violation = schema.validate(value).first {
      verdict.add(.inventedArgument, "\(label): step \(call.step) \(call.name): \(violation)")
    }
    let earlier = outputs.filter { $0.key < call.step }
    for test in expected.arguments where test.tool == call.name {
      let argument = value.value(at: test.pointer)
      if !test.matcher.accepts(argument, outputs: earlier) {
        let got = argument?.compactText ?? "nothing"
        verdict.add(
          .inventedArgument,
          "\(label): step \(call.step) \(call.name) \(test.pointer) is \(got), expected \(test.matcher.summary)"
        )
      }
    }
  }

  private static func checkAnswer(
    _ answer: String?, _ tests: [AnswerMatcher], _ label: String, _ recorded: SuiteRunError?,
    _ verdict: inout RunVerdict
  ) {
    guard let answer else {
      let why = recorded.map { ": \($0.message)" } ?? ""
      verdict.add(.wrongAnswer, "\(label): no answer\(why)")
      return
    }
    for test in tests where !test.accepts(answer) {
      verdict.add(.wrongAnswer, "\(label): the answer does not pass '\(test.summary)'")
    }
  }
}
