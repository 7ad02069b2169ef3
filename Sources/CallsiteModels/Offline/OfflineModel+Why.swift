public import CallsiteCore

/// Why the offline model made a move: each tool's score and the words that earned it, and
/// where each argument of its call came from. `repl`'s `:why` prints it for every round of
/// the last turn; the sections it names are those of the reference chapter's *The offline model's rules*.
extension OfflineModel {
  /// The explanation of the move `move(for: request)` makes, as lines of text.
  public func why(_ request: ModelRequest) -> [String] {
    let turn = OfflineTurn(request.transcript)
    guard let text = turn.prompt else { return ["there is no prompt: no move to explain"] }
    let prompt = PromptText(text)
    let ranking = ToolRanking(
      tools: request.tools, prompt: prompt, instructions: turn.instructions)
    var lines: [String] = []
    let move = move(for: request)
    if case .toolCalls = move {
    } else if !turn.rounds.isEmpty {
      if let failed = turn.rounds.last?.first(where: \.failed) {
        return ["answered that \(failed.tool) failed, with its reason (Failures and missing tools)"]
      }
      let last = turn.steps.last { $0.output != nil }?.tool ?? "?"
      return [
        "answered from the last output, \(last)'s (Answering): no tool left to call (Chaining)"
      ]
    }
    lines.append("tools, best first:")
    for c in ranking.all.sorted(by: {
      $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order
    }) {
      var parts = [
        c.matched.isEmpty
          ? "no words in common" : "words: " + c.matched.sorted().joined(separator: ", ")
      ]
      if c.namedInPrompt { parts.append("+3, the prompt names it") }
      if c.namedInInstructions, c.score > c.overlap + (c.namedInPrompt ? 3 : 0) {
        parts.append("+1, the instructions name it")
      }
      lines.append("  \(c.definition.name): score \(c.score) (\(parts.joined(separator: "; ")))")
    }
    switch move {
    case .toolCalls(let calls):
      for call in calls {
        lines.append("called \(call.name) \(call.arguments)")
        guard let candidate = ranking.all.first(where: { $0.definition.name == call.name }) else {
          continue
        }
        let outputs = OutputValues(turn.steps.compactMap(\.value))
        var filler = ArgumentFiller(
          root: candidate.definition.parameters, prompt: prompt, outputs: outputs,
          wholePromptFallback: candidate.namedInPrompt,
          timeZones: TimeZoneNames(place: placeTimeZone))
        let (object, _) = filler.fillObject(candidate.definition.parameters)
        for member in object {
          let from = filler.sources[member.key] ?? "?"
          lines.append("  \(member.key) = \(member.value.compactText): \(from)")
        }
      }
      if !turn.rounds.isEmpty {
        lines.append("  (Chaining: after outputs, the best tool that a value from them can fill)")
      }
    default:
      lines.append(
        "answered without a call: no tool scored, or none could have its required "
          + "arguments filled (Failures and missing tools)")
    }
    return lines
  }
}
