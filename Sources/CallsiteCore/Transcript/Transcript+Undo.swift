extension Transcript {
  /// Whether the transcript has a turn to undo (a prompt entry).
  public var hasTurn: Bool { lastPromptIndex != nil }

  /// Removes the last turn: its prompt and every entry after it, with what `callsite` records
  /// about them (token counts, call timings, failed calls, requests, unparsed calls), so the transcript reads as it did
  /// before the turn. Returns false, changing nothing, when there is no turn.
  @discardableResult
  public mutating func undoLastTurn() -> Bool {
    guard let last = lastPromptIndex else { return false }
    let removed = Set(entries[last...].map(\.id))
    var calls: Set<String> = []
    for case .toolCalls(let e) in entries[last...] {
      for call in e.calls { calls.insert(call.id) }
    }
    // A failed call is recorded after the entry it followed: one of the turn's own.
    entries.removeSubrange(last...)
    for id in removed { callsite.tokens[id] = nil }
    let unparsed = callsite.unparsedCalls
    if unparsed.keys.contains(where: removed.contains) {
      callsite.unparsedCalls = unparsed.filter { !removed.contains($0.key) }
    }
    for id in calls { callsite.timings[id] = nil }
    callsite.failures.removeAll { removed.contains($0.after) || calls.contains($0.callID) }
    forgetRemovedAuthoredAnswers()
    callsite.requests.removeAll { removed.contains($0.after) }
    return true
  }

  private var lastPromptIndex: Int? {
    entries.lastIndex {
      if case .prompt = $0 { true } else { false }
    }
  }
}
