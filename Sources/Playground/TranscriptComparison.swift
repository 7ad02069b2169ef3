import CallsiteCore

/// Compares two transcript (or tool) files as `--check` does: ignoring what changes from run
/// to run (tool timings and the capture date) and naming the first line that differs.
public enum TranscriptComparison {
  /// The text with run-to-run details removed, when it is a transcript; else as it is.
  public static func normalized(_ text: String) -> String {
    guard var transcript = try? Transcript(jsonText: text) else { return text }
    transcript.callsite.timings = [:]
    transcript.callsite.provenance?.captured = nil
    return transcript.jsonText
  }

  /// `nil` when equal, else `line N: expected …, got …`.
  public static func firstDifference(expected: String, actual: String) -> String? {
    let a = normalized(expected).split(separator: "\n", omittingEmptySubsequences: false)
    let b = normalized(actual).split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, b.count) {
      let x = i < a.count ? String(a[i]).trimmingWhitespace : "(end of file)"
      let y = i < b.count ? String(b[i]).trimmingWhitespace : "(end of file)"
      if x != y { return "line \(i + 1) of the normalized file: expected \(x), got \(y)" }
    }
    return nil
  }
}
