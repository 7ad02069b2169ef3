import Foundation

/// A conversation with a model that can call tools: instructions, tools and a transcript,
/// as FoundationModels' `LanguageModelSession(tools:instructions:)`.
///
/// `respond(to:)` drives a `TurnMachine`: it asks the model, runs the tools of a round
/// concurrently, and appends the results in call order. A failed or cancelled turn leaves
/// the transcript as the machine says (for cancellation: as it was before the turn).
public actor Session {
  /// Progress of a turn, for a front end that shows it as it unfolds.
  public enum Progress: Sendable {
    /// The model asked to call a tool.
    case toolCall(Transcript.ToolCall)
    /// A tool returned.
    case toolOutput(Transcript.ToolOutputEntry)
    /// A call failed.
    case failure(FailedCall)
    /// The model answered.
    case response(Transcript.Response)
  }

  /// The transcript so far.
  public private(set) var transcript: Transcript
  /// The tools, by name.
  public let tools: [any Tool]
  /// The model.
  public let model: any LanguageModel
  /// What a failing tool call does to the turn.
  public var policy: ToolErrorPolicy
  /// The most model rounds that call tools in one turn.
  public var maxRounds: Int

  /// A session whose transcript starts with an instructions entry naming the tools.
  public init(
    model: any LanguageModel, tools: [any Tool], instructions: String,
    contextSize: Int = Callsite.defaultContextSize,
    policy: ToolErrorPolicy = .fail, maxRounds: Int = 8
  ) {
    var ids = IDGenerator(Transcript())
    let definitions = tools.map(\.definition)
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
    self.init(
      model: model, tools: tools, transcript: transcript, policy: policy, maxRounds: maxRounds)
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

  /// Sets the failure policy.
  public func setPolicy(_ policy: ToolErrorPolicy) { self.policy = policy }

  /// Runs one turn. Returns the response entry, or throws `TurnError`.
  @discardableResult
  public func respond(
    to prompt: String, progress: @Sendable (Progress) -> Void = { _ in }
  ) async throws(TurnError) -> Transcript.Response {
    var machine = TurnMachine(
      transcript: transcript, tools: tools.map(\.definition), policy: policy, maxRounds: maxRounds)
    var action = machine.start(prompt: prompt)
    let failuresBefore = transcript.callsite.failures.count
    while true {
      if Task.isCancelled { action = machine.handle(.cancelled) }
      switch action {
      case .askModel(let request):
        do {
          let reply = try await model.respond(to: request)
          action =
            Task.isCancelled ? machine.handle(.cancelled) : machine.handle(.modelReplied(reply))
        } catch is CancellationError {
          action = machine.handle(.cancelled)
        } catch {
          action = machine.handle(.modelFailed(error))
        }
      case .runTools(let calls):
        for call in calls { progress(.toolCall(call)) }
        let results = await run(calls)
        action =
          Task.isCancelled ? machine.handle(.cancelled) : machine.handle(.toolsFinished(results))
        if case .askModel(let request) = action {
          // The round's outputs are the entries after its tool-calls entry.
          let entries = request.transcript.entries
          let callsEntry = entries.lastIndex {
            if case .toolCalls = $0 { return true }
            return false
          }
          for case .toolOutput(let o) in entries[((callsEntry ?? entries.count - 1) + 1)...] {
            progress(.toolOutput(o))
          }
        }
      case .finished(let result):
        transcript = result
        guard case .response(let response)? = result.entries.last else {
          throw .model(SessionFailure.noResponse)
        }
        for f in result.callsite.failures.dropFirst(failuresBefore) { progress(.failure(f)) }
        progress(.response(response))
        return response
      case .failed(let error, let kept):
        transcript = kept
        for f in kept.callsite.failures.dropFirst(failuresBefore) { progress(.failure(f)) }
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
