import CallsiteCore

/// An error whose description is what a model and a reader of the transcript see, with
/// something more for the author's screen only: how to fix the tool, or the end of what its
/// program wrote to standard error.
public protocol AuthoringHinted: Error {
  /// The words for the author, if any; never sent to a model or written to a transcript.
  var authorNote: String? { get }
}

extension NoMatchingReplyError: AuthoringHinted {
  public var authorNote: String? { authoringHint }
}

/// The end of a program's standard error as the author's screen shows it.
public enum StandardErrorTail {
  /// At most this many of the last lines.
  public static let lines = 5

  /// `standard error ends with: …`: the last lines of `tail`, their control characters and
  /// escape sequences made visible (a program's colours must not reach the terminal as
  /// colours, nor move its cursor); nil when it wrote nothing but white space.
  public static func hint(_ tail: String) -> String? {
    let kept = tail.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.trimmingWhitespace.isEmpty }
      .suffix(lines)
    guard !kept.isEmpty else { return nil }
    let shown = kept.map { line -> String in
      var line = line[...]
      while let last = line.last, last.isWhitespace { line = line.dropLast() }
      return VisibleText.escaped(String(line))
    }
    if shown.count == 1 { return "standard error ends with: \(shown[0])" }
    return "standard error ends with:\n" + shown.map { "  " + $0 }.joined(separator: "\n")
  }
}
