/// Answers the lesson's author wrote in place of the model's (`:answer` in `repl`), recorded in
/// the provenance so that the site can say so beside the step.
///
/// They are listed by entry id under `authoredAnswers` in `callsite.provenance`, a key
/// FoundationModels' own format does not have: `"authoredAnswers": ["entry-7"]`.
extension Transcript {
  /// The provenance key that lists the authored answers.
  public static let authoredAnswersKey = "authoredAnswers"

  /// The ids of the response entries whose text the author wrote, in the order written.
  public var authoredAnswerIDs: [String] {
    guard let list = callsite.provenance?.extra[Self.authoredAnswersKey]?.arrayValue else {
      return []
    }
    return list.compactMap(\.stringValue)
  }

  /// Whether the author wrote the text of the entry with this id.
  public func isAuthoredAnswer(_ id: String) -> Bool {
    authoredAnswerIDs.contains(id)
  }

  /// Replaces the text of the last turn's final response with `text`, marks it as the
  /// author's, and estimates its tokens again. Returns the entry's id, or `nil` when the
  /// transcript does not end with a response (no turn yet, or a turn a tool error ended).
  public mutating func writeAnswer(_ text: String) -> String? {
    guard let last = entries.indices.last, case .response(var response) = entries[last] else {
      return nil
    }
    let segmentID: String
    if case .text(let first)? = response.segments.first, !first.id.isEmpty {
      segmentID = first.id
    } else {
      segmentID = response.id + "-answer"
    }
    response.segments = [.text(TextSegment(id: segmentID, text: text))]
    let entry = Entry.response(response)
    entries[last] = entry
    callsite.tokens[response.id] = TokenCount(TokenEstimator.tokens(in: entry), .estimated)
    markAuthored(response.id)
    return response.id
  }

  /// Keeps only the authored answers whose entries are still in the transcript.
  public mutating func forgetRemovedAuthoredAnswers() {
    let ids = authoredAnswerIDs
    guard !ids.isEmpty else { return }
    let present = Set(entries.map(\.id))
    setAuthored(ids.filter { present.contains($0) })
  }

  private mutating func markAuthored(_ id: String) {
    var ids = authoredAnswerIDs
    if !ids.contains(id) { ids.append(id) }
    setAuthored(ids)
  }

  private mutating func setAuthored(_ ids: [String]) {
    guard callsite.provenance != nil else {
      if !ids.isEmpty {
        callsite.provenance = Provenance(model: "none", backend: "none")
        setAuthored(ids)
      }
      return
    }
    if ids.isEmpty {
      callsite.provenance?.extra[Self.authoredAnswersKey] = nil
    } else {
      callsite.provenance?.extra[Self.authoredAnswersKey] = .array(ids.map { .string($0) })
    }
  }
}
