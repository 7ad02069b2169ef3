/// One numbered step of a transcript, as the site shows it and a comparison aligns it: an
/// entry, or a failed call recorded in `callsite.failures`, placed where it happened.
public enum TranscriptStep: Sendable, Equatable {
  /// The entry at this index of `Transcript.entries`.
  case entry(Int)
  /// A failed call from `callsite.failures`.
  case failure(FailedCall)
}

extension Transcript {
  /// The steps in reading order: a failure whose `after` names no entry comes first; one that
  /// ended its turn follows the entry it names; one reported back to the model follows the
  /// entry that made the call.
  public var steps: [TranscriptStep] {
    var out: [TranscriptStep] = []
    let failures = callsite.failures
    let ids = Set(entries.map(\.id))
    for f in failures where f.after.isEmpty || !ids.contains(f.after) { out.append(.failure(f)) }
    for (i, entry) in entries.enumerated() {
      out.append(.entry(i))
      for f in failures where f.after == entry.id && !f.reportedToModel { out.append(.failure(f)) }
      guard case .toolCalls(let calls) = entry else { continue }
      let callIDs = Set(calls.calls.map(\.id))
      for f in failures where f.reportedToModel && callIDs.contains(f.callID) {
        out.append(.failure(f))
      }
    }
    return out
  }
}
