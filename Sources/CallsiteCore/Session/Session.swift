import Foundation

/// A conversation with a model that can call tools: instructions, tools and a transcript,
/// as FoundationModels' `LanguageModelSession(tools:instructions:)`.
///
/// `respond(to:)` drives a `TurnMachine`: it asks the model, runs the tools of a round
/// concurrently, appends the results in call order, and forwards the machine's progress. A
/// failed or cancelled turn leaves the transcript as the machine says (as it was before the
/// turn, but for a tool call's error, which keeps the turn as FoundationModels does).
public actor Session {
  /// Progress of a turn, for a front end that shows it as it unfolds.
  public typealias Progress = TurnProgress

  /// The transcript so far.
  public private(set) var transcript: Transcript
  /// The last turn as far as it got, when it stopped at the round limit or on the model's
  /// failure (the transcript itself is left as it was before the turn); nil after a turn
  /// that answered or failed otherwise. A script keeps it to record how the turn stopped.
  public private(set) var stoppedTurn: Transcript?
  /// The tools, by name.
  public private(set) var tools: [any Tool]
  /// The model.
  public private(set) var model: any LanguageModel
  /// What a failing tool call does to the turn.
  public var policy: ToolErrorPolicy
  /// The most model rounds that call tools in one turn.
  public var maxRounds: Int
  /// The first round of a turn whose request offers no tools (`:set answer-round`), when set.
  public var answerRound: Int?

  /// A session whose transcript starts with an instructions entry naming the tools.
  public init(
    model: any LanguageModel, tools: [any Tool], instructions: String,
    contextSize: Int = Callsite.defaultContextSize,
    policy: ToolErrorPolicy = .fail, maxRounds: Int = 8
  ) {
    self.init(
      model: model, tools: tools,
      transcript: Self.startingTranscript(
        model: model, tools: tools.map(\.definition), instructions: instructions,
        contextSize: contextSize),
      policy: policy, maxRounds: maxRounds)
  }

  /// A transcript that holds only the instructions entry naming the tools, with the
  /// model's provenance and the definitions' hash.
  public static func startingTranscript(
    model: any LanguageModel, tools definitions: [ToolDefinition], instructions: String,
    contextSize: Int = Callsite.defaultContextSize
  ) -> Transcript {
    var ids = IDGenerator(Transcript())
    let entry = Transcript.Entry.instructions(
      Transcript.Instructions(
        id: ids.next("entry"),
        segments: [.text(.init(id: ids.next("segment"), text: instructions))],
        tools: definitions))
    var transcript = Transcript(entries: [entry])
    transcript.callsite.contextSize = contextSize
    transcript.callsite.tokens[entry.id] = TokenCount(TokenEstimator.tokens(in: entry), .estimated)
    var provenance = model.provenance
    provenance.callsiteVersion = Callsite.version
    provenance.definitionsHash = Transcript.definitionsHash(
      instructions: instructions, tools: definitions)
    transcript.callsite.provenance = provenance
    return transcript
  }

  /// A session that continues an existing transcript.
  public init(
    model: any LanguageModel, tools: [any Tool], transcript: Transcript,
    policy: ToolErrorPolicy = .fail,
    maxRounds: Int = 8
  ) {
    self.model = model
    self.tools = tools
    self.transcript = transcript
    self.policy = policy
    self.maxRounds = maxRounds
  }

  /// Replaces the transcript (undo, reset, open).
  public func replaceTranscript(_ transcript: Transcript) {
    self.transcript = transcript
  }

  /// Changes the transcript in place (`:undo`, `:context`), returning what the change returns.
  public func updateTranscript<T: Sendable>(_ change: @Sendable (inout Transcript) -> T) -> T {
    change(&transcript)
  }

  /// Gives the session another model, tools and policy; the transcript stays.
  public func configure(model: any LanguageModel, tools: [any Tool], policy: ToolErrorPolicy) {
    self.model = model
    self.tools = tools
    self.policy = policy
  }

  /// Sets the failure policy.
  public func setPolicy(_ policy: ToolErrorPolicy) { self.policy = policy }

  /// Sets the most model rounds that call tools in one turn.
  public func setMaxRounds(_ rounds: Int) { maxRounds = rounds }

  /// Sets the first round of a turn whose request offers no tools; `nil` offers them in
  /// every round.
  public func setAnswerRound(_ round: Int?) { answerRound = round }

  /// Runs one turn. Returns the response entry, or throws `TurnError`.
  @discardableResult
  public func respond(
    to prompt: String, progress: @Sendable (Progress) -> Void = { _ in }
  ) async throws(TurnError) -> Transcript.Response {
    var machine = TurnMachine(
      transcript: transcript, tools: tools.map(\.definition), policy: policy, maxRounds: maxRounds,
      answerRound: answerRound)
    var action = machine.start(prompt: prompt)
    stoppedTurn = nil
    while true {
      if Task.isCancelled { action = machine.handle(.cancelled) }
      for step in machine.takeProgress() { progress(step) }
      switch action {
      case .askModel(let request):
        do {
          let reply = try await model.respond(to: request)
          action =
            Task.isCancelled ? machine.handle(.cancelled) : machine.handle(.modelReplied(reply))
        } catch is CancellationError {
          action = machine.handle(.cancelled)
        } catch {
          // A backend cancelled mid-request may throw its own error rather than
          // CancellationError: the turn was still cancelled.
          action = machine.handle(Task.isCancelled ? .cancelled : .modelFailed(error))
        }
      case .runTools(let calls):
        let results = await run(calls)
        action =
          Task.isCancelled ? machine.handle(.cancelled) : machine.handle(.toolsFinished(results))
      case .finished(let result):
        transcript = result
        guard case .response(let response)? = result.entries.last else {
          throw .model(SessionFailure.noResponse)
        }
        return response
      case .failed(let error, let kept):
        transcript = kept
        switch error {
        case .roundLimit, .model: stoppedTurn = machine.transcript
        default: break
        }
        throw error
      }
    }
  }

  private func run(_ calls: [Transcript.ToolCall]) async -> [TurnMachine.ToolRunResult] {
    let byName = Dictionary(tools.map { ($0.definition.name, $0) }, uniquingKeysWith: { a, _ in a })
    return await withTaskGroup(of: (Int, TurnMachine.ToolRunResult).self) { group in
      for (i, call) in calls.enumerated() {
        guard let tool = byName[call.name] else { continue }
        let arguments = (try? JSONValue.parse(call.arguments)) ?? .object(JSONObject())
        group.addTask {
          let start = DispatchTime.now().uptimeNanoseconds
          let result: Result<ToolOutput, any Error>
          do {
            result = .success(try await tool.call(arguments: arguments))
          } catch {
            result = .failure(error)
          }
          let ms = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
          return (i, TurnMachine.ToolRunResult(result: result, milliseconds: ms))
        }
      }
      var results = [TurnMachine.ToolRunResult?](repeating: nil, count: calls.count)
      for await (i, r) in group { results[i] = r }
      return results.map {
        $0
          ?? TurnMachine.ToolRunResult(result: .failure(SessionFailure.noResponse), milliseconds: 0)
      }
    }
  }
}

/// Failures of the driver itself.
enum SessionFailure: Error, CustomStringConvertible {
  case noResponse
  var description: String { "the turn ended without a response" }
}
