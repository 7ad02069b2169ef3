/// A run of literal template text, split into lines once at compile time so that indenting
/// it (inside a standalone partial or block) costs no searching at render time.
struct TextRun: Sendable {
  /// One line of the run, with its line ending if it has one.
  struct Line: Sendable {
    /// The line's text.
    var text: String
    /// Whether the line is empty (just a line ending): it takes no indentation.
    var isEmpty: Bool
  }

  /// The whole run.
  var text: String
  /// The run's lines.
  var lines: [Line]
  /// Whether the run ends with a newline.
  var endsLine: Bool

  init(_ text: String) {
    self.text = text
    endsLine = text.utf8.last == 0x0A
    var lines: [Line] = []
    var current = ""
    for scalar in text.unicodeScalars {
      current.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lines.append(Line(text: current, isEmpty: current == "\n" || current == "\r\n"))
        current = ""
      }
    }
    if !current.isEmpty { lines.append(Line(text: current, isEmpty: false)) }
    self.lines = lines
  }
}
