/// Two or more transcripts of the same session aligned turn by turn, then step by step: a
/// longest common subsequence over step signatures (kind and tool names) lines up the steps
/// the runs share, so an extra call on one side faces a gap on the others; between those,
/// steps of the same class (the model's move, a tool's result) share a row even when they
/// differ. More than two runs are aligned one after another against the rows so far.
public struct TranscriptAlignment: Sendable {
  public var runs: [ComparedRun]
  public var rows: [AlignedRow]

  public init(_ runs: [ComparedRun]) {
    self.runs = runs
    var rows: [AlignedRow] = []
    let turnCount = runs.map(\.turns.count).max() ?? 0
    for turn in 0..<turnCount {
      // Per row, each run's step index (nil for a gap).
      var cells: [[Int?]] = []
      for (r, run) in runs.enumerated() {
        let mine = turn < run.turns.count ? run.turns[turn] : []
        guard r > 0 else {
          cells = mine.map { [$0] }
          continue
        }
        let representatives = cells.map { Self.firstStep(of: $0, runs: runs) }
        let pairs = SequenceAlignment.align(
          representatives, mine.map { run.steps[$0] }, key: \.signature,
          coarse: \.signature.group)
        cells = pairs.map { pair in
          (pair.a.map { cells[$0] } ?? [Int?](repeating: nil, count: r)) + [pair.b.map { mine[$0] }]
        }
      }
      rows += cells.map { Self.row(turn: turn, cells: $0, runs: runs) }
    }
    self.rows = rows
  }

  /// The aligned transcripts of `named` (name, transcript) pairs, in order.
  public init(_ named: [(name: String, transcript: Transcript)]) {
    self.init(named.map { ComparedRun(name: $0.name, transcript: $0.transcript) })
  }

  /// The step of the first run that has one in the row.
  static func firstStep(of cells: [Int?], runs: [ComparedRun]) -> ComparedStep {
    for (k, cell) in cells.enumerated() {
      if let cell { return runs[k].steps[cell] }
    }
    preconditionFailure("a row with no step")
  }

  /// The step each run has in `row`, `nil` for a gap.
  public func steps(in row: AlignedRow) -> [ComparedStep?] {
    row.cells.enumerated().map { k, cell in cell.map { runs[k].steps[$0] } }
  }

  /// Whether the runs made the same tool calls, with the same arguments, in the same order.
  public var toolCallsAgree: Bool { !rows.contains(where: \.callsDiffer) }

  static func row(turn: Int, cells: [Int?], runs: [ComparedRun]) -> AlignedRow {
    let steps = cells.enumerated().map { k, cell in cell.map { runs[k].steps[$0] } }
    let present = steps.compactMap { $0 }
    let hasCall = present.contains { $0.signature.kind == .call }
    let callCount = present.map(\.calls.count).max() ?? 0
    let arguments = (0..<callCount).map { i in
      KeyDifference.compare(
        steps.map { step in
          step.flatMap {
            i < $0.calls.count ? $0.calls[i].value ?? .string($0.calls[i].arguments) : nil
          }
        })
    }
    var content = KeyDifference.compare(
      steps.map { step in
        guard let step else { return nil }
        if step.signature.kind == .call {
          // A call's content is whether it failed: its error, or nothing.
          if case .failure(let f) = step.step { return .string(f.error) }
          return nil
        }
        return step.value ?? .string(step.text)
      })
    if let format = formatDifference(steps) { content.append(format) }
    let status: AlignedRow.Status
    if present.count < steps.count {
      status = .gap
    } else if Set(present.map(\.signature)).count > 1 {
      status = .differentStep
    } else if arguments.contains(where: { $0.contains(where: \.differs) }) {
      status = .differentArguments
    } else if content.contains(where: \.differs) {
      status = .differentContent
    } else {
      status = .same
    }
    let callsDiffer = hasCall && [.gap, .differentStep, .differentArguments].contains(status)
    return AlignedRow(
      turn: turn, cells: cells, status: status, callsDiffer: callsDiffer, arguments: arguments,
      content: content)
  }
}
