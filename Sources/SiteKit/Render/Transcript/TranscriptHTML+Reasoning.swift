import CallsiteCore

/// A reasoning entry (FoundationModels 27) as a step of its own: what the model thought,
/// folded by default; its token count is in the step's head, as for every step.
extension TranscriptHTML {
  func reasoningBody(_ r: Transcript.Reasoning) -> String {
    var out: String
    if r.segments.isEmpty || r.text.isEmpty && r.segments.allSatisfy(Self.isText) {
      out =
        "<p class=\"muted\">The file keeps no text for this reasoning: with a signature, FoundationModels may leave it empty.</p>\n"
    } else {
      out =
        "<details class=\"fold reasoning-text\"><summary>What the model thought</summary>\n"
        + textBlock(r.segments) + "</details>\n"
    }
    if let signature = r.signature {
      let bytes = signature.utf8.count * 3 / 4
      out +=
        "<p class=\"muted\">The file also keeps the model’s signature for this reasoning (about \(Self.formatted(bytes)) bytes, opaque).</p>\n"
    }
    return out
  }

  private static func isText(_ segment: Transcript.Segment) -> Bool {
    if case .text = segment { return true }
    return false
  }
}
