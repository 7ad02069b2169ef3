/// A suite's results: the models with their provenance, and each case's runs with their
/// verdicts and transcripts. Written by `repl --suite` beside the suite as
/// `NAME.results.json` and read by `gen` for the scorecard, so it carries all a page shows.
public struct SuiteResults: Sendable, Equatable {
  /// The suite's name.
  public var suite: String
  /// Its page's title.
  public var title: String
  /// The temperature of the runs against a server.
  public var temperature: Double
  /// The runs per case and model (the offline model runs once).
  public var repetitions: Int
  /// The pass rate below which a case fails.
  public var threshold: Double
  /// The models, in the order they were given.
  public var models: [Model]
  /// The cases, in the suite's order.
  public var cases: [Case]

  /// One model: the name its column shows and the provenance of its runs.
  public struct Model: Sendable, Equatable {
    /// The column's name: the model's name as its provenance gives it.
    public var id: String
    /// The provenance of its first run (model, backend, endpoint host, options).
    public var provenance: JSONValue
    public init(id: String, provenance: JSONValue) {
      self.id = id
      self.provenance = provenance
    }
  }

  /// One case: what it asks, what it expects, and its runs.
  public struct Case: Sendable, Equatable {
    public var name: String
    /// The prompts, one per turn.
    public var prompts: [String]
    /// The expectations, one line each, as the suite file writes them.
    public var expects: [String]
    /// The case's own set-up commands, as the suite writes them (none for most cases).
    public var setup: [String] = []
    public var runs: [Run]
    public init(name: String, prompts: [String], expects: [String], runs: [Run] = []) {
      self.name = name
      self.prompts = prompts
      self.expects = expects
      self.runs = runs
    }
  }

  /// One run of a case with one model.
  public struct Run: Sendable, Equatable {
    /// The model's id.
    public var model: String
    /// The seed sent with the run, nil for the offline model.
    public var seed: Int?
    /// The failure classes; empty when the run passed.
    public var classes: [FailureClass]
    /// What went wrong, for the page.
    public var reasons: [String]
    /// The transcript, relative to the suite's folder (`runs/1a2b3c4d5e6f.json`).
    public var transcript: String
    public init(
      model: String, seed: Int?, verdict: RunVerdict, transcript: String
    ) {
      self.model = model
      self.seed = seed
      self.classes = verdict.classes
      self.reasons = verdict.reasons
      self.transcript = transcript
    }

    /// The verdict as the scorer gave it.
    public var verdict: RunVerdict { RunVerdict(classes: classes, reasons: reasons) }
  }

  public init(
    suite: Suite, models: [Model] = [], cases: [Case]? = nil
  ) {
    self.suite = suite.name
    self.title = suite.title
    self.temperature = suite.temperature
    self.repetitions = suite.repetitions
    self.threshold = suite.threshold
    self.models = models
    self.cases =
      cases
      ?? suite.cases.map {
        var c = Case(
          name: $0.name, prompts: $0.turns.map(\.prompt), expects: $0.expectationLines)
        c.setup = $0.setup.map(\.text)
        return c
      }
  }

  /// The runs of one case with one model, and how many passed.
  public func rate(_ caseName: String, _ model: String) -> (passed: Int, runs: Int) {
    let runs = cases.first { $0.name == caseName }?.runs.filter { $0.model == model } ?? []
    return (runs.filter(\.classes.isEmpty).count, runs.count)
  }

  /// The cases whose pass rate with some model is below the threshold, with that model.
  public var belowThreshold: [(caseName: String, model: String, passed: Int, runs: Int)] {
    cases.flatMap { c in
      models.compactMap { m in
        let (passed, runs) = rate(c.name, m.id)
        guard runs > 0, Double(passed) < threshold * Double(runs) - 1e-9 else { return nil }
        return (c.name, m.id, passed, runs)
      }
    }
  }
}

extension SuiteCase {
  /// The case's expectations as the suite file writes them, turn by turn.
  public var expectationLines: [String] {
    turns.enumerated().flatMap { index, turn -> [String] in
      let prefix = turns.count > 1 ? "turn \(index + 1): " : ""
      var lines: [String] = []
      if let calls = turn.calls {
        let tools = calls.tools.isEmpty ? "none" : calls.tools.joined(separator: " ")
        lines.append("calls \(calls.ordered ? "" : "any-order ")\(tools)")
      }
      lines += turn.arguments.map { "arg \($0.tool) \($0.pointer) \($0.matcher.summary)" }
      lines += turn.answer.map { "answer \($0.summary)" }
      return lines.map { prefix + $0 }
    }
  }
}
