import CallsiteCore

extension Playground {
  /// Keeps a turn that stopped at the round limit or on the model's failure as far as it
  /// got: the prompt, each round's calls and outputs, with the error recorded under
  /// `callsite.stoppedTurns` after its last entry. Returns false for other failures, which
  /// leave the transcript as it was.
  func keepStoppedTurn(_ error: TurnError) async -> Bool {
    let kind: StoppedTurn.Kind
    switch error {
    case .roundLimit: kind = .roundLimit
    case .model: kind = .model
    default: return false
    }
    guard var kept = await session.stoppedTurn else { return false }
    if state.model.isDeterministic { kept.callsite.timings = [:] }
    kept.callsite.stoppedTurns.append(
      StoppedTurn(after: kept.entries.last?.id ?? "", kind: kind, message: error.description))
    await session.replaceTranscript(kept)
    lastTurnStopped = true
    return true
  }

  /// Whether the last input was a turn kept although it stopped; reading it clears it.
  public func takeStoppedTurn() -> Bool {
    defer { lastTurnStopped = false }
    return lastTurnStopped
  }

  /// Keeps (or not) the turns that stop at the round limit or on the model's failure.
  public func setKeepsStoppedTurns(_ on: Bool) { keepsStoppedTurns = on }
}
