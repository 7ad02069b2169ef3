/// The sentence at the top of a comparison: where the runs first part ways, in words.
extension TranscriptAlignment {
  /// The first row that is not the same in every run, leaving out the instructions (a tool
  /// description edit changes them in every comparison that matters) and prompts that
  /// differ only in their response format (the summary says so in a sentence of its own):
  /// both are what the runs were given, not what they did.
  public var firstDifference: Int? {
    rows.firstIndex { row in
      row.status != .same
        && Self.firstStep(of: row.cells, runs: runs).signature.kind != .instructions
        && !differsOnlyInResponseFormat(row)
    }
  }

  /// Whether the instructions or the tools offered differ.
  public var instructionsDiffer: Bool {
    rows.contains { row in
      row.status != .same
        && Self.firstStep(of: row.cells, runs: runs).signature.kind == .instructions
    }
  }

  /// `step 3: A called getCoordinates, B answered without a tool`, or that the runs agree.
  public var summary: String {
    var instructions =
      instructionsDiffer ? " The instructions or the tools offered differ." : ""
    if responseFormatsDiffer {
      instructions += " The prompts asked for different response formats."
    }
    guard let index = firstDifference else {
      return "The runs agree step by step: the same tools with the same arguments, the same "
        + "outputs and the same answers." + instructions
    }
    return "\(place(of: rows[index])): \(describe(index))." + instructions
  }

  /// `step 3`, or `step 3 of A, step 4 of B` when the runs number the row differently.
  public func place(of row: AlignedRow) -> String {
    let numbered = zip(runs, steps(in: row)).compactMap { run, step in
      step.map { (run.name, $0.number) }
    }
    if Set(numbered.map(\.1)).count == 1 { return "step \(numbered[0].1)" }
    return numbered.map { "step \($0.1) of \($0.0)" }.joined(separator: ", ")
  }

  /// What each run did at row `index`, as one clause per run.
  public func describe(_ index: Int) -> String {
    let row = rows[index]
    let steps = self.steps(in: row)
    let present = steps.compactMap { $0 }
    let kind = present[0].signature.kind
    switch row.status {
    case .same:
      return "every run \(act(present[0], againstCall: false))"
    case .differentArguments:
      return zip(runs, steps).map { run, step in
        let differing = row.arguments.flatMap { call in
          call.filter(\.differs).map { d -> String in
            let value = d.values[runs.firstIndex { $0.name == run.name } ?? 0] ?? "(none)"
            return d.key.isEmpty ? Self.short(value) : "\(d.key)=\(Self.short(value))"
          }
        }
        let tools = step?.calls.map(\.name).joined(separator: " and ") ?? ""
        return "\(run.name) called \(tools) with \(differing.joined(separator: ", "))"
      }.joined(separator: ", ")
    case .differentContent:
      if kind == .call {
        var failures = 0
        let clauses = zip(runs, steps).map { run, step in
          if case .failure(let f)? = step?.step {
            failures += 1
            return "\(run.name)'s call to \(f.tool) failed (\(Self.short(f.error)))"
          }
          if let step, Self.errorWentBack(step, in: run) {
            failures += 1
            return "\(run.name)'s call failed and the error went back to the model"
          }
          return "\(run.name)'s call succeeded"
        }
        // Each clause says its own run's outcome; when every call failed, the sentence
        // says so first, so that no clause has to lean on another ("failed too").
        let opening =
          failures == runs.count
          ? (runs.count == 2 ? "both calls failed: " : "every call failed: ")
          : ""
        return opening + clauses.joined(separator: failures == runs.count ? "; " : ", ")
      }
      let what: String
      switch kind {
      case .output, .failure: what = "\(present[0].signature.tools.joined())'s output differs"
      case .response: what = "the answers differ"
      case .prompt: what = "the prompts differ"
      case .instructions: what = "the instructions differ"
      default: what = "the entries differ"
      }
      let key = row.content.first(where: \.differs)
      let values = zip(runs, key?.values ?? []).map { run, value in
        "\(run.name) \(key.map { $0.key.isEmpty ? "" : $0.key + "=" } ?? "")\(Self.short(value ?? "(none)"))"
      }
      return what + (values.isEmpty ? "" : " (" + values.joined(separator: "; ") + ")")
    case .differentStep, .gap:
      let againstCall = present.contains { $0.signature.kind == .call }
      return zip(runs.indices, steps).map { r, step in
        let name = runs[r].name
        if let step { return "\(name) \(act(step, againstCall: againstCall))" }
        return "\(name) \(gapAct(run: r, after: index, againstCall: againstCall))"
      }.joined(separator: ", ")
    }
  }

  /// What a step did, as a verb phrase.
  public func act(_ step: ComparedStep, againstCall: Bool) -> String {
    let tools = step.signature.tools.joined(separator: " and ")
    switch step.signature.kind {
    case .call:
      if case .failure = step.step { return "called \(tools), which failed" }
      return "called \(tools)"
    case .response: return againstCall ? "answered without a tool" : "answered"
    case .output: return "got \(tools)'s output"
    case .failure: return "got \(tools)'s error back"
    case .prompt: return "was prompted"
    case .instructions: return "had its instructions"
    case .other: return "recorded a \(tools) entry"
    }
  }

  /// What a run with a gap at row `index` did instead: its next step in the same turn.
  public func gapAct(run r: Int, after index: Int, againstCall: Bool) -> String {
    let turn = rows[index].turn
    let next = rows[(index + 1)...].first { $0.turn == turn && $0.cells[r] != nil }
    guard let next, let cell = next.cells[r] else {
      return againstCall ? "made no more calls" : "had no more steps"
    }
    let step = runs[r].steps[cell]
    if againstCall && step.signature.kind == .response { return "answered without a tool" }
    return againstCall ? "made no such call" : "had no such step"
  }

  /// Whether a calls step has a failure that was reported back to the model.
  static func errorWentBack(_ step: ComparedStep, in run: ComparedRun) -> Bool {
    guard case .entry(let i) = step.step, case .toolCalls(let e) = run.transcript.entries[i]
    else { return false }
    let ids = Set(e.calls.map(\.id))
    return run.transcript.callsite.failures.contains {
      $0.reportedToModel && ids.contains($0.callID)
    }
  }

  /// A value cut to fit in a sentence.
  public static func short(_ text: String) -> String {
    let flat = String(text.map { $0 == "\n" ? " " : $0 })
    return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
  }
}
