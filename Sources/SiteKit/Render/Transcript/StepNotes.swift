import Markdown

/// An author's notes on the steps of a transcript block, written inside the block:
///
///     ```transcript 03-geocode
///     step 3: The model chose `getCoordinates` …
///       more lines of the same note (Markdown)
///     step 4: …
///     ```
///
/// A line `step N:` (any case) starts the note on step N; the lines up to the next one are
/// the rest of it. Each note is Markdown, rendered in cmark's safe mode.
struct StepNotes {
  /// One note: its step, the line of the block it starts on (0-based), its Markdown.
  struct Note: Equatable {
    var step: Int
    var line: Int
    var markdown: String
  }

  var notes: [Note] = []

  /// Reads the block's text; an error names the line of the block (0-based) at fault.
  static func parse(_ text: String) throws(NoteError) -> StepNotes {
    var parsed = StepNotes()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (i, raw) in lines.enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if let (step, rest) = Self.start(line) {
        if let earlier = parsed.notes.first(where: { $0.step == step }) {
          throw NoteError(
            line: i,
            message:
              "a second note on step \(step) (the first is \(i - earlier.line) lines up); write one note a step"
          )
        }
        parsed.notes.append(Note(step: step, line: i, markdown: String(rest)))
      } else if parsed.notes.isEmpty {
        guard line.allSatisfy({ $0 == " " || $0 == "\t" }) else {
          throw NoteError(
            line: i,
            message:
              "a transcript block holds only notes on its steps, each starting with a line \"step N: …\""
          )
        }
      } else {
        parsed.notes[parsed.notes.count - 1].markdown += "\n" + Self.dedented(line)
      }
    }
    return parsed
  }

  /// `step 12: text` → (12, "text").
  static func start(_ line: Substring) -> (Int, Substring)? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.prefix(5).lowercased() == "step " else { return nil }
    let afterWord = trimmed.dropFirst(5).drop { $0 == " " }
    let digits = afterWord.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 6, let step = Int(digits) else { return nil }
    let rest = afterWord.dropFirst(digits.count)
    guard rest.first == ":" else { return nil }
    return (step, rest.dropFirst().drop { $0 == " " })
  }

  /// A continuation line without up to four leading spaces, so an indented note is not
  /// read as code.
  static func dedented(_ line: Substring) -> Substring {
    var out = line
    var dropped = 0
    while dropped < 4, out.first == " " {
      out = out.dropFirst()
      dropped += 1
    }
    return out
  }

  /// Each note rendered as HTML (Markdown in safe mode), by step.
  func html() -> [Int: String] {
    let markdown = MarkdownRenderer(
      options: MarkdownOptions(allowRawHTML: false, headingAnchors: false, firstHeadingLevel: 4))
    var out: [Int: String] = [:]
    for note in notes { out[note.step] = markdown.render(note.markdown).html }
    return out
  }
}

/// A problem in a transcript block's notes, at a line of the block (0-based).
struct NoteError: Error {
  var line: Int
  var message: String
}
