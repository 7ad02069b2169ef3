public import CallsiteCore
import Foundation

/// Runs a suite: each case × each model × K repetitions (the deterministic offline model
/// once), each run in a fresh playground set up by the suite, at the suite's temperature with
/// its own seed; scores each run as it finishes, saves its transcript, and writes the results.
///
/// Runs go `jobs` at a time, for a server's parallel slots. Cancelling keeps the runs that
/// finished: the results are written with them.
public struct SuiteRunner: Sendable {
  /// Where the suite and its results are.
  public var files: SuiteFiles
  /// The suite.
  public var suite: Suite
  /// How each run's playground is made.
  public var environment: PlaygroundEnvironment
  /// The models, as `:model` takes them (`offline`, `openai --model NAME --base-url URL`).
  public var models: [String]
  /// How many runs at a time.
  public var jobs: Int

  public init(
    files: SuiteFiles, suite: Suite, environment: PlaygroundEnvironment, models: [String],
    jobs: Int = 1
  ) {
    self.files = files
    self.suite = suite
    self.environment = environment
    self.models = models
    self.jobs = max(1, jobs)
  }

  /// How far the runs are.
  public struct Progress: Sendable, Equatable {
    /// Runs finished.
    public var done: Int
    /// Runs in all.
    public var total: Int
  }

  /// One run to make.
  struct Job: Sendable {
    var caseIndex: Int
    var model: Int
    var seed: Int?
  }

  /// Runs the suite and writes the results; returns them, with `cancelled` when it was cut
  /// short and a line for each saved run of another model whose verdict changed when it was
  /// scored again against the suite as it is now (`rescored`). Errors in the set-up (a bad
  /// command, an unknown model) stop it before any run.
  public func run(progress: @escaping @Sendable (Progress) -> Void = { _ in })
    async throws(SuiteError) -> (results: SuiteResults, cancelled: Bool, rescored: [String])
  {
    let setup = try setupInputs()
    var prepared: [SuiteResults.Model] = []
    var deterministic: [Bool] = []
    for spec in models {
      let (model, isDeterministic) = try await prepare(spec, setup)
      var id = model.id
      var n = 2
      while prepared.contains(where: { $0.id == id }) {
        id = "\(model.id)-\(n)"
        n += 1
      }
      prepared.append(SuiteResults.Model(id: id, provenance: model.provenance))
      deterministic.append(isDeterministic)
    }
    var jobList: [Job] = []
    for c in suite.cases.indices {
      for m in models.indices {
        if deterministic[m] {
          jobList.append(Job(caseIndex: c, model: m, seed: nil))
        } else {
          jobList += (1...suite.repetitions).map { Job(caseIndex: c, model: m, seed: $0) }
        }
      }
    }
    let finished = await runAll(jobList, setup, prepared.map(\.id), progress: progress)
    let cancelled = finished.count < jobList.count
    let (results, rescored) = try write(finished, models: prepared)
    return (results, cancelled, rescored)
  }

  /// Runs the jobs, at most `jobs` at a time, and returns the ones that finished, in order.
  private func runAll(
    _ list: [Job], _ setup: [SetupInput], _ ids: [String],
    progress: @escaping @Sendable (Progress) -> Void
  ) async -> [(Job, SuiteResults.Run)] {
    var done: [Int: SuiteResults.Run] = [:]
    await withTaskGroup(of: (Int, SuiteResults.Run?).self) { group in
      var next = 0
      func start() {
        guard next < list.count, !Task.isCancelled else { return }
        let index = next
        let job = list[index]
        next += 1
        group.addTask {
          do {
            return (index, try await self.runOne(job, setup, id: ids[job.model]))
          } catch {
            // A cancelled run is left out (Ctrl-C keeps what finished); any other failure is
            // kept as a run error, so that it counts and shows instead of vanishing.
            if Task.isCancelled || error is CancellationError { return (index, nil) }
            return (index, self.unsavedRun(job, id: ids[job.model], error))
          }
        }
      }
      for _ in 0..<jobs { start() }
      while let (index, run) = await group.next() {
        if let run { done[index] = run }
        progress(Progress(done: done.count, total: list.count))
        start()
      }
    }
    return done.keys.sorted().map { (list[$0], done[$0]!) }
  }

  /// One run: a fresh playground, the set-up, the model, the case's turns; the transcript
  /// saved under the runs folder by its hash, and the verdict.
  private func runOne(_ job: Job, _ setup: [SetupInput], id: String) async throws
    -> SuiteResults.Run
  {
    let suiteCase = suite.cases[job.caseIndex]
    let playground = Playground(environment: environment) { _ in }
    var turnNumber = 0
    var failure: SuiteRunError?
    do {
      try await apply(setup, to: playground)
      try await apply(try caseSetupInputs(suiteCase), to: playground)
      _ = try await playground.execute(":model " + models[job.model])
      if let seed = job.seed {
        _ = try await playground.execute(":set temperature \(JSONNumber(suite.temperature))")
        _ = try await playground.execute(":set seed \(seed)")
      }
      if let rounds = suiteCase.maxRounds ?? suite.maxRounds {
        _ = try await playground.execute(":set max-rounds \(rounds)")
      }
      for (number, turn) in suiteCase.turns.enumerated() {
        turnNumber = number + 1
        try await playground.suiteTurn(turn.prompt, number: number + 1)
        if Task.isCancelled { throw CancellationError() }
        if SuiteRunError(recordedIn: await playground.transcript) != nil { break }
      }
    } catch {
      if Task.isCancelled || error is CancellationError { throw error }
      failure = SuiteRunError(kind: .run, message: "\(error)", turn: turnNumber)
    }
    var transcript = await playground.transcript
    if let failure { transcript.callsite.extra[SuiteRunError.key] = failure.json }
    let text = transcript.jsonText
    let name = "runs/" + String(SHA256.hex(text).prefix(16)) + ".json"
    let url = files.url(files.runsPath + "/" + String(name.dropFirst(5)))
    if !FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(text, to: url)
    }
    return SuiteResults.Run(
      model: id, seed: job.seed, verdict: SuiteScorer.verdict(of: transcript, for: suiteCase),
      transcript: name)
  }

  /// A run that failed where its transcript could not be saved either (the runs folder
  /// cannot be written): a run error without a transcript, so that it still counts.
  private func unsavedRun(_ job: Job, id: String, _ error: any Error) -> SuiteResults.Run {
    let verdict = RunVerdict(
      classes: [.runError], reasons: ["the run's transcript could not be saved: \(error)"])
    return SuiteResults.Run(model: id, seed: job.seed, verdict: verdict, transcript: "")
  }
}
