/// One `respond(to:)` turn as a pure state machine: events in, actions out, no I/O.
///
/// prompt → model → tool calls → tool outputs → model → … → response. The driver
/// (`Session`) performs each action and feeds back what happened. Rules:
/// - calls of one model round may run concurrently; outputs are appended in call order;
/// - a call that names an unknown tool, whose arguments are not JSON or do not validate, or
///   whose tool throws, becomes a `ToolCallError`; with `.fail` the turn ends (the failed
///   round is not an entry, it is recorded in `callsite.failures`); with `.report` the error
///   text goes back to the model as the tool's output;
/// - at most `maxRounds` model rounds that call tools;
/// - the loop guard: a call to the same tool with JSON-equal arguments in two consecutive
///   rounds is not run again; the turn stops with `TurnError.repeatedCall`, keeping the turn
///   so far, and the call is recorded in `callsite.failures`;
/// - from round `answerRound` on (when set), the request offers no tools: the model must
///   answer from the outputs; a call it makes anyway is refused, and each such round is
///   marked `answer_round` in its `callsite.requests` provenance;
/// - a text reply that looks like a call the server did not parse (`UnparsedToolCall`) is
///   kept as sent and marked in `callsite.unparsedCalls`;
/// - a turn that fails without a response because of the model (its backend failed, or it
///   called tools past the round limit) or because it was cancelled leaves the transcript
///   as it was before the turn: no prompt without its answer;
/// - what a front end shows as the turn unfolds (`TurnProgress`) is taken with
///   `takeProgress()` after each action.
public struct TurnMachine: Sendable {
  /// What the driver must do next.
  public enum Action: Sendable {
    /// Ask the model.
    case askModel(ModelRequest)
    /// Run these checked calls (concurrently if it likes) and report results in this order.
    case runTools([Transcript.ToolCall])
    /// The turn finished with a response; this is the new transcript.
    case finished(Transcript)
    /// The turn failed; keep this transcript.
    case failed(TurnError, Transcript)
  }

  /// What happened.
  public enum Event: Sendable {
    /// The model answered.
    case modelReplied(ModelReply)
    /// The model backend threw.
    case modelFailed(any Error)
    /// The tools of the last `runTools` finished, in call order.
    case toolsFinished([ToolRunResult])
    /// The user cancelled.
    case cancelled
  }

  private let original: Transcript
  /// The transcript as the turn has built it so far.
  public private(set) var transcript: Transcript
  let tools: [ToolDefinition]
  private let policy: ToolErrorPolicy
  private let maxRounds: Int
  /// The first round whose request offers no tools, when set.
  let answerRound: Int?
  private var rounds = 0
  /// The calls of the round before, which the loop guard compares a new round's with.
  var previousCalls: [Transcript.ToolCall] = []
  private var ids: IDGenerator
  private var pendingCalls: Transcript.ToolCalls?
  /// Rejected calls of the pending round, by index, with their error.
  private var rejections: [Int: ToolCallError] = [:]
  private var finished = false
  private let failuresBefore: Int
  /// Whether the pending round has calls for the driver to run.
  private var roundRuns = false
  private var progress: [TurnProgress] = []

  public init(
    transcript: Transcript, tools: [ToolDefinition], policy: ToolErrorPolicy = .fail,
    maxRounds: Int = 8, answerRound: Int? = nil
  ) {
    self.original = transcript
    self.transcript = transcript
    self.tools = tools
    self.policy = policy
    self.maxRounds = maxRounds
    self.answerRound = answerRound
    self.ids = IDGenerator(transcript)
    self.failuresBefore = transcript.callsite.failures.count
  }

  /// What happened since the last call, in the order a front end should show it; emptied by
  /// the call.
  public mutating func takeProgress() -> [TurnProgress] {
    defer { progress = [] }
    return progress
  }

  /// Starts the turn with a prompt.
  public mutating func start(prompt: String) -> Action {
    let entry = Transcript.Entry.prompt(
      Transcript.Prompt(
        id: ids.next("entry"), segments: [.text(.init(id: ids.next("segment"), text: prompt))]))
    append(entry)
    return ask()
  }

  /// Feeds an event and returns the next action.
  public mutating func handle(_ event: Event) -> Action {
    guard !finished else { return .failed(.cancelled, original) }
    switch event {
    case .cancelled:
      finished = true
      return .failed(.cancelled, original)
    case .modelFailed(let error):
      finished = true
      return .failed(.model(error), original)
    case .modelReplied(let reply):
      return modelReplied(reply)
    case .toolsFinished(let results):
      return toolsFinished(results)
    }
  }

  private mutating func ask() -> Action {
    let answering = isAnswerRound(rounds + 1)
    return .askModel(
      ModelRequest(transcript: transcript, tools: answering ? [] : tools, answerRound: answering))
  }

  private mutating func append(_ entry: Transcript.Entry) {
    transcript.entries.append(entry)
    transcript.callsite.tokens[entry.id] = TokenCount(TokenEstimator.tokens(in: entry), .estimated)
  }

  /// Records one request's reply: the server's counts go to `callsite.requests` exactly as
  /// reported, with the round's provenance; the reply's entry (when the round left one)
  /// takes the completion count, and the entries sent keep their own estimates: a
  /// context count is never shared out over entries.
  private mutating func record(
    _ reply: ModelReply, entry entryID: String?, after: String, round: Int
  ) {
    if let usage = reply.usage, let entryID {
      transcript.callsite.tokens[entryID] = TokenCount(usage.completionTokens, .reported)
    }
    let provenance = roundProvenance(reply, round: round)
    guard reply.usage != nil || provenance != nil else { return }
    transcript.callsite.requests.append(
      RequestRecord(
        after: after, reply: entryID, round: round, usage: reply.usage,
        provenance: provenance))
  }

  private mutating func modelReplied(_ reply: ModelReply) -> Action {
    switch reply.move {
    case .text(let text):
      let entry = Transcript.Entry.response(
        Transcript.Response(
          id: ids.next("entry"), segments: [.text(.init(id: ids.next("segment"), text: text))]))
      if let call = UnparsedToolCall.find(
        in: text, tools: tools.map(\.name), cutOff: reply.finishReason == "length")
      {
        transcript.callsite.unparsedCalls[entry.id] = call
      }
      return respond(entry, reply: reply)
    case .structure(let source, let content):
      let entry = Transcript.Entry.response(
        Transcript.Response(
          id: ids.next("entry"),
          segments: [.structure(.init(id: ids.next("segment"), source: source, content: content))]))
      return respond(entry, reply: reply)
    case .toolCalls(let proposed):
      rounds += 1
      if rounds > maxRounds {
        finished = true
        return .failed(.roundLimit(maxRounds), original)
      }
      let calls = proposed.map { p in
        Transcript.ToolCall(id: ids.next("call"), name: p.name, arguments: p.arguments)
      }
      let entry = Transcript.ToolCalls(id: ids.next("entry"), calls: calls)
      rejections = [:]
      let repeated = isAnswerRound(rounds) ? [] : repeatedCalls(calls)
      for (i, call) in calls.enumerated() {
        let rejection =
          isAnswerRound(rounds)
          ? .noToolsOffered(round: rounds)
          : repeated.contains(i)
            ? .repeated(round: rounds - 1) : check(call, finishReason: reply.finishReason)
        if let rejection {
          rejections[i] = ToolCallError(
            toolName: call.name, arguments: call.arguments, underlyingError: rejection)
        }
      }
      if let first = repeated.first {
        // The loop guard: the turn stops whatever the policy, keeping the turn so far.
        record(reply, entry: nil, after: transcript.entries.last?.id ?? "", round: rounds)
        for i in repeated { recordFailure(calls[i], rejections[i]!, reported: false) }
        return fail(
          .repeatedCall(
            RepeatedCall(tool: calls[first].name, arguments: calls[first].arguments, round: rounds))
        )
      }
      if policy == .fail, let first = rejections.keys.min() {
        // The failed round leaves no entry, but what it cost is kept.
        record(reply, entry: nil, after: transcript.entries.last?.id ?? "", round: rounds)
        for i in rejections.keys.sorted() {
          recordFailure(calls[i], rejections[i]!, reported: false)
        }
        return fail(.toolCall(rejections[first]!))
      }
      pendingCalls = entry
      pendingReply = reply
      let runnable = calls.enumerated().filter { rejections[$0.offset] == nil }.map(\.element)
      roundRuns = !runnable.isEmpty
      if runnable.isEmpty { return toolsFinished([]) }
      progress += runnable.map(TurnProgress.toolCall)
      return .runTools(runnable)
    }
  }

  /// The reply of the round whose calls are running.
  private var pendingReply: ModelReply?

  private mutating func respond(_ entry: Transcript.Entry, reply: ModelReply) -> Action {
    let after = transcript.entries.last?.id ?? ""
    append(entry)
    record(reply, entry: entry.id, after: after, round: rounds + 1)
    finished = true
    progress += transcript.callsite.failures.dropFirst(failuresBefore).map(TurnProgress.failure)
    if case .response(let response) = entry { progress.append(.response(response)) }
    return .finished(transcript)
  }

  /// Ends the turn with a tool call's error, keeping the turn so far as FoundationModels does.
  private mutating func fail(_ error: TurnError) -> Action {
    finished = true
    progress += transcript.callsite.failures.dropFirst(failuresBefore).map(TurnProgress.failure)
    return .failed(error, transcript)
  }

  private mutating func recordFailure(
    _ call: Transcript.ToolCall, _ error: ToolCallError, reported: Bool
  ) {
    transcript.callsite.failures.append(
      FailedCall(
        after: transcript.entries.last?.id ?? "", callID: call.id, tool: call.name,
        arguments: call.arguments,
        error: error.reason, reportedToModel: reported))
  }

  private mutating func toolsFinished(_ results: [ToolRunResult]) -> Action {
    guard let entry = pendingCalls else { return .failed(.cancelled, original) }
    pendingCalls = nil
    // Results arrive for the runnable calls only, in call order.
    var outcomes: [Result<ToolOutput, ToolCallError>] = []
    var next = results.makeIterator()
    for (i, call) in entry.calls.enumerated() {
      if let rejection = rejections[i] {
        outcomes.append(.failure(rejection))
        continue
      }
      guard let run = next.next() else {
        outcomes.append(
          .failure(
            ToolCallError(
              toolName: call.name, arguments: call.arguments, underlyingError: TurnError.cancelled))
        )
        continue
      }
      transcript.callsite.timings[call.id] = run.milliseconds
      switch run.result {
      case .success(let output): outcomes.append(.success(output))
      case .failure(let error):
        let wrapped =
          (error as? ToolCallError)
          ?? ToolCallError(toolName: call.name, arguments: call.arguments, underlyingError: error)
        outcomes.append(.failure(wrapped))
      }
    }
    if policy == .fail,
      let firstFailure = outcomes.firstIndex(where: {
        if case .failure = $0 { true } else { false }
      })
    {
      for (i, outcome) in outcomes.enumerated() {
        if case .failure(let e) = outcome { recordFailure(entry.calls[i], e, reported: false) }
      }
      for call in entry.calls { transcript.callsite.timings[call.id] = nil }
      if let reply = pendingReply {
        record(reply, entry: nil, after: transcript.entries.last?.id ?? "", round: rounds)
      }
      guard case .failure(let error) = outcomes[firstFailure] else {
        finished = true
        return .failed(.cancelled, original)
      }
      return fail(.toolCall(error))
    }
    let after = transcript.entries.last?.id ?? ""
    append(.toolCalls(entry))
    previousCalls = entry.calls
    if let reply = pendingReply {
      record(reply, entry: entry.id, after: after, round: rounds)
    }
    for (i, outcome) in outcomes.enumerated() {
      let call = entry.calls[i]
      let segment: Transcript.Segment
      switch outcome {
      case .success(.text(let text)):
        segment = .text(.init(id: ids.next("segment"), text: text))
      case .success(.structure(let value)):
        segment = .structure(.init(id: ids.next("segment"), source: call.name, content: value))
      case .failure(let error):
        recordFailure(call, error, reported: true)
        segment = .text(.init(id: ids.next("segment"), text: "Error: \(error.reason)"))
      }
      // Apple's encoder gives a tool output entry its call's id; so does Callsite.
      let output = Transcript.ToolOutputEntry(
        id: call.id, toolCallID: call.id, toolName: call.name, segments: [segment])
      append(.toolOutput(output))
      if roundRuns { progress.append(.toolOutput(output)) }
    }
    return ask()
  }
}
