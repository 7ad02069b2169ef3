/// A comparison as text, for `gen compare` and `repl --replay-against`: a line per run with
/// its figures (and the response format it asked for, when a run asked for one), the first
/// difference in words, then a line per aligned row, with the
/// differing argument and output values under it. ANSI colour only when asked for (by
/// `ColourRule`). Every name and value from the transcripts is made visible
/// (`VisibleText`), so the colours are the only escapes in the text.
public struct AlignmentReport: Sendable {
  public var alignment: TranscriptAlignment
  public var colour: Bool

  public init(_ alignment: TranscriptAlignment, colour: Bool) {
    self.alignment = alignment
    self.colour = colour
  }

  /// The column letters: A, B, C, …
  public static func label(_ index: Int) -> String {
    index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : "R\(index + 1)"
  }

  /// The whole report, ending in a newline.
  public var text: String {
    let runs = alignment.runs
    var out = ""
    let names = runs.map { VisibleText.escaped($0.name) }
    let width = names.map(\.count).max() ?? 0
    let formats = alignment.asksForResponseFormats
    let formatsDiffer = alignment.responseFormatsDiffer
    for (r, run) in runs.enumerated() {
      var line =
        "\(Self.label(r))  \(pad(names[r], width))  \(VisibleText.escaped(Self.figures(run)))"
      if formats {
        let name = VisibleText.escaped(TranscriptAlignment.formatNames(run))
        line += " · response format " + (formatsDiffer ? paint(name, "1;31") : name)
      }
      out += line + "\n"
    }
    out +=
      "\n"
      + paint(VisibleText.escaped(alignment.summary), alignment.firstDifference == nil ? "32" : "1")
      + "\n"
    let cellTexts = alignment.rows.map { row in
      alignment.steps(in: row).map { VisibleText.escaped(Self.cell($0)) }
    }
    let widths = runs.indices.map { r in
      min(36, cellTexts.map { $0[r].count }.max() ?? 0)
    }
    var turn = -1
    for (row, texts) in zip(alignment.rows, cellTexts) {
      if row.turn != turn {
        turn = row.turn
        out += turn == 0 ? "\nbefore the first prompt\n" : "\nturn \(turn)\n"
      }
      let cells = texts.enumerated().map { r, text in
        r == texts.count - 1 ? text : pad(text, widths[r])
      }
      out += "  \(marker(row.status))  " + cells.joined(separator: " │ ") + "\n"
      for line in details(row) { out += "       " + line + "\n" }
    }
    let verdict =
      alignment.toolCallsAgree
      ? paint("The tool calls agree.", "32")
      : paint("The tool calls differ.", "1;31")
    return out + "\n" + verdict + "\n"
  }

  /// `offline-reference (offline) · 1,234 tokens · 3 rounds · 1 failed call`; a run whose
  /// server reported its usage adds it: `245 tokens (322 reported by the server)`.
  static func figures(_ run: ComparedRun) -> String {
    let failed = run.failedCalls == 1 ? "1 failed call" : "\(run.failedCalls) failed calls"
    let rounds = run.rounds == 1 ? "1 round" : "\(run.rounds) rounds"
    let reported = run.reportedTokens.map { " (\(grouped($0)) reported by the server)" } ?? ""
    return
      "\(run.model) (\(run.backend)) · \(grouped(run.totalTokens)) tokens\(reported) · \(rounds) · \(failed)"
  }

  /// `1,234`.
  public static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// A step in a few words: `3 call getCoordinates`, or `—` for a gap.
  static func cell(_ step: ComparedStep?) -> String {
    guard let step else { return "—" }
    let tools = step.signature.tools.joined(separator: ", ")
    var text = "\(step.number) \(step.signature.kind.rawValue)"
    if !tools.isEmpty { text += " " + tools }
    if case .failure = step.step, step.signature.kind == .call { text += " (failed)" }
    return text
  }

  /// The differing values of a row: one line per key.
  func details(_ row: AlignedRow) -> [String] {
    var lines: [String] = []
    for (i, call) in row.arguments.enumerated() where row.status == .differentArguments {
      let prefix = row.arguments.count > 1 ? "call \(i + 1) " : ""
      for d in call where d.differs {
        lines.append(
          prefix + (d.key.isEmpty ? "arguments" : VisibleText.escaped(d.key)) + ": " + values(d))
      }
    }
    if row.status == .differentContent || row.status == .differentStep {
      for d in row.content where d.differs {
        lines.append((d.key.isEmpty ? "content" : VisibleText.escaped(d.key)) + ": " + values(d))
      }
    }
    return lines
  }

  private func values(_ d: KeyDifference) -> String {
    d.values.enumerated().map { r, value in
      "\(Self.label(r)) "
        + paint(VisibleText.escaped(value.map(TranscriptAlignment.short) ?? "(none)"), "1;31")
    }.joined(separator: " · ")
  }

  private func marker(_ status: AlignedRow.Status) -> String {
    switch status {
    case .same: return paint("=", "32")
    case .differentContent: return paint("~", "33")
    case .differentArguments, .differentStep, .gap: return paint("≠", "1;31")
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
