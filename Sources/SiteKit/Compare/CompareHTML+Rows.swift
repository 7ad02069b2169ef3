import CallsiteCore
import HTMLText

/// The aligned rows: a heading per turn, then per row its status, the values that differ,
/// and a cell per run holding that run's step (or what the run did instead).
extension CompareHTML {
  /// What one run's steps need to render: its renderer, steps, running totals and flow.
  struct Column {
    var html: TranscriptHTML
    var steps: [TranscriptHTML.Step]
    var totals: [Int]
    var context: TranscriptHTML.StepContext
  }

  func columns() -> [Column] {
    alignment.runs.enumerated().map { k, run in
      let html = TranscriptHTML(
        transcript: run.transcript, name: run.name, tools: tools,
        defaultContextSize: defaultContextSize, root: root, standalone: standalone)
      let steps = html.steps
      let cumulative = run.transcript.cumulativeTokens
      var last = 0
      let totals = steps.map { step -> Int in
        if case .entry(let i) = step { last = cumulative[i] }
        return last
      }
      let context = TranscriptHTML.StepContext(
        anchorPrefix: "\(idPrefix)-\(AlignmentReport.label(k).lowercased())-\(html.anchorPrefix)",
        contextSize: html.contextSize, flow: ValueFlow(run.transcript, steps: steps), range: nil,
        headingLevel: headingLevel + 1, requests: RoundRequestHTML(run.transcript))
      return Column(html: html, steps: steps, totals: totals, context: context)
    }
  }

  /// The level of the turns' headings: under the page's title, or a lesson's block title.
  var turnLevel: Int { standalone ? 2 : 4 }
  /// The level of the steps' headings, under their turn's.
  var headingLevel: Int { turnLevel }

  func rowsHTML() -> String {
    let columns = self.columns()
    var out = "<ol class=\"compare-rows\">\n"
    var turn = -1
    for (index, row) in alignment.rows.enumerated() {
      if row.turn != turn {
        turn = row.turn
        out +=
          "<li class=\"compare-turn\"><h\(turnLevel)>\(turn == 0 ? "Before the first prompt" : "Turn \(turn)")</h\(turnLevel)></li>\n"
      }
      out += rowHTML(index, columns: columns)
    }
    return out + "</ol>\n"
  }

  func rowHTML(_ index: Int, columns: [Column]) -> String {
    let row = alignment.rows[index]
    let steps = alignment.steps(in: row)
    let kind = steps.compactMap { $0 }.first?.signature.kind
    var out =
      "<li class=\"compare-row row-\(row.status.rawValue)\" id=\"\(idPrefix)-row-\(index + 1)\">\n"
    var status = Self.status(row.status, kind: kind)
    if row.status == .gap {
      // Which runs took the step, and which did not.
      let had = steps.indices.filter { steps[$0] != nil }.map { AlignmentReport.label($0) }
      let missing = steps.indices.filter { steps[$0] == nil }.map { AlignmentReport.label($0) }
      status += ": only in \(ComparePages.listed(had)), not in \(ComparePages.listed(missing))"
    }
    out +=
      "<p class=\"compare-row-head\"><span class=\"compare-mark\" aria-hidden=\"true\">\(Self.mark(row.status))</span> <span class=\"compare-status\">\(status.htmlEscaped)</span> <span class=\"muted\">\(alignment.place(of: row).htmlEscaped)</span>"
    if row.callsDiffer { out += " <span class=\"compare-calls-differ\">tool calls differ</span>" }
    out += "</p>\n"
    out += differences(row, kind: kind)
    out += textDifferences(row, steps: steps, kind: kind)
    out += "<div class=\"compare-cells\">\n"
    if row.status == .same, let first = steps.first ?? nil, steps.allSatisfy({ $0 != nil }) {
      return out + sameCell(first, steps: steps, columns: columns) + "</div>\n</li>\n"
    }
    for (k, step) in steps.enumerated() {
      let label = AlignmentReport.label(k)
      let name = alignment.runs[k].name.htmlEscaped
      let short = Self.cellNames(alignment.runs.map(\.name))[k].htmlEscaped
      guard let step else {
        let instead = alignment.gapAct(
          run: k, after: index, againstCall: steps.contains { $0?.signature.kind == .call })
        out +=
          "<div class=\"compare-cell compare-gap\" data-column=\"\(k)\"><p class=\"compare-cell-label\" title=\"\(label): \(name)\"><span class=\"compare-label\">\(label)</span> \(short)</p><p class=\"muted\">No step here: \(name) \(instead.htmlEscaped).</p></div>\n"
        continue
      }
      let column = columns[k]
      var context = column.context
      context.differing = Self.differingPointers(row, kind: kind)
      let i = step.number - 1
      out +=
        "<div class=\"compare-cell\" data-column=\"\(k)\"><p class=\"compare-cell-label\" title=\"\(label): \(name)\"><span class=\"compare-label\">\(label)</span> \(short)</p>\n<ol class=\"steps\">\n"
      column.html.appendStep(
        column.steps[i], number: step.number, total: column.totals[i],
        overflow: false, context: context, to: &out)
      out += "</ol></div>\n"
    }
    return out + "</div>\n</li>\n"
  }

  /// The runs' names as a cell's one-line label shows them: without the words every name
  /// starts with (`11-brioche-` of `11-brioche-offline` and `11-brioche-offline@gemma-270m`),
  /// so that a narrow column cuts the session's name, which the runs' list above shows in
  /// full, and not the model that tells the runs apart. Names that would be left under six
  /// characters are kept whole.
  static func cellNames(_ names: [String]) -> [String] {
    guard names.count > 1, var common = names.first.map(Array.init) else { return names }
    for name in names.dropFirst() {
      common = Array(zip(common, name).prefix { $0.0 == $0.1 }.map(\.0))
    }
    guard let cut = common.lastIndex(of: "-") else { return names }
    let short = names.map { String($0.dropFirst(cut + 1)) }
    return short.allSatisfy({ $0.count >= 6 }) ? short : names
  }

  /// The top-level keys, as JSON pointers, whose values differ in a row of calls with other
  /// arguments or of outputs with other content.
  static func differingPointers(_ row: AlignedRow, kind: StepSignature.Kind?) -> Set<String> {
    var keys: [KeyDifference] = []
    if row.status == .differentArguments {
      keys = row.arguments.flatMap { $0 }
    } else if row.status == .differentContent, kind == .output {
      keys = row.content
    }
    return Set(keys.filter { $0.differs && !$0.key.isEmpty }.map { "/" + JSONMark.token($0.key) })
  }

  /// A step that is the same in every run, once, across the columns: the first run's,
  /// with an anchor for each other run's step so that links to it still land here.
  func sameCell(
    _ first: ComparedStep, steps: [ComparedStep?], columns: [Column]
  ) -> String {
    let labels = steps.indices.map { AlignmentReport.label($0) }
    var out =
      "<div class=\"compare-cell compare-same\"><p class=\"compare-cell-label\">\(labels.map { "<span class=\"compare-label\">\($0)</span>" }.joined(separator: " ")) The same in every run</p>\n"
    for (k, step) in steps.enumerated().dropFirst() {
      guard let step else { continue }
      out +=
        "<span class=\"compare-anchor\" id=\"\(columns[k].context.anchorPrefix)-step-\(step.number)\"></span>"
    }
    out += "<ol class=\"steps\">\n"
    let column = columns[0]
    let i = first.number - 1
    column.html.appendStep(
      column.steps[i], number: first.number, total: column.totals[i],
      overflow: false, context: column.context, to: &out)
    return out + "</ol></div>\n"
  }

  /// The keys whose values differ, each run's value marked: arguments of calls, outputs
  /// that are JSON objects, and the response formats prompts asked for (texts and answers
  /// are compared in the cells themselves).
  func differences(_ row: AlignedRow, kind: StepSignature.Kind?) -> String {
    var items: [(String, KeyDifference)] = []
    if row.status == .differentArguments {
      for (c, call) in row.arguments.enumerated() {
        let prefix = row.arguments.count > 1 ? "call \(c + 1): " : ""
        items += call.filter(\.differs).map {
          (prefix + ($0.key.isEmpty ? "arguments" : $0.key), $0)
        }
      }
    } else if row.status == .differentContent, kind == .output || kind == .failure {
      items += row.content.filter { $0.differs && !$0.key.isEmpty }.map { ($0.key, $0) }
    } else if row.status == .differentContent, kind == .prompt {
      // A prompt's words show in the cells; the response format it asked for, by name, here.
      items += row.content.filter { $0.differs && $0.key == TranscriptAlignment.responseFormatKey }
        .map { ($0.key, $0) }
    }
    guard !items.isEmpty else { return "" }
    var out = "<ul class=\"compare-diff\">\n"
    for (key, d) in items {
      out += "<li><code>\(key.htmlEscaped)</code>:"
      for (k, value) in d.values.enumerated() {
        let shown = value.map {
          $0.count > Self.valueLength ? String($0.prefix(Self.valueLength - 1)) + "…" : $0
        }
        out +=
          " <span class=\"compare-value\" data-run=\"\(k)\"><span class=\"compare-label\">\(AlignmentReport.label(k))</span> "
          + (shown.map { "<mark><code>\($0.htmlEscaped)</code></mark>" }
            ?? "<span class=\"muted\">(absent)</span>")
          + "</span>"
      }
      out += "</li>\n"
    }
    return out + "</ul>\n"
  }

  static func mark(_ status: AlignedRow.Status) -> String {
    switch status {
    case .same: return "="
    case .differentContent: return "~"
    default: return "≠"
    }
  }

  static func status(_ status: AlignedRow.Status, kind: StepSignature.Kind?) -> String {
    switch status {
    case .same: return "Same step"
    case .differentContent:
      return kind == .call ? "Same call, different outcome" : "Same step, different content"
    case .differentArguments: return "Same tool, different arguments"
    case .differentStep: return "Different steps"
    case .gap: return "Not in every run"
    }
  }
}
