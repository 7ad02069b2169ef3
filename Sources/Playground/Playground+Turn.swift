import CallsiteCore
import CallsiteModels
import CallsiteTools
import Foundation

extension Playground {
  /// The session, configured again when the state, the transcript or the built model
  /// changed since it last was; a transcript without turns starts again from the current
  /// instructions.
  @discardableResult
  func currentSession() async throws(PlaygroundError) -> Session {
    let configuration = state.sessionConfiguration
    if let sessionBasis, sessionBasis == basis(configuration) { return session }
    let languageModel = try self.languageModel()
    var instances: [any Tool] = []
    for draft in state.tools {
      instances.append(
        draft.run == nil
          ? UnimplementedTool(definition: draft.definition)
          : NoteKeepingTool(
            tool: guarded(try buildTool(draft, saved: isSaved(draft))), notes: authorNotes))
    }
    var t = await session.transcript
    let captured = Self.iso(configuration.fixedDate ?? environment.now())
    let answerRound = configuration.answerRound
    if t.entries.count <= 1 {
      t = Session.startingTranscript(
        model: languageModel, tools: instances.map(\.definition),
        instructions: configuration.instructions, contextSize: configuration.contextSize)
      t.callsite.provenance?.captured = captured
      t.callsite.provenance?.options["answer_round"] = answerRound.map(JSONValue.int)
    } else {
      var provenance = languageModel.provenance
      provenance.callsiteVersion = Callsite.version
      provenance.definitionsHash = t.callsite.provenance?.definitionsHash
      provenance.captured = captured
      provenance.options["answer_round"] = answerRound.map(JSONValue.int)
      // The answers the author wrote stay marked as theirs under the new provenance.
      provenance.extra[Transcript.authoredAnswersKey] =
        t.callsite.provenance?.extra[Transcript.authoredAnswersKey]
      t.callsite.provenance = provenance
      t.callsite.contextSize = configuration.contextSize
    }
    await session.configure(model: languageModel, tools: instances, policy: configuration.policy)
    await session.setMaxRounds(configuration.maxRounds)
    await session.setAnswerRound(answerRound)
    await session.replaceTranscript(t)
    sessionBasis = basis(configuration)
    return session
  }

  /// What a session configured now would be built from.
  private func basis(_ configuration: PlaygroundState.SessionConfiguration) -> SessionBasis {
    SessionBasis(
      configuration: configuration, transcriptRevision: transcriptRevision,
      modelBuild: builtModel?.build)
  }

  /// Replaces the session's transcript from outside a turn (`:reset`, `:open`, a restored
  /// journal), so that the next turn configures the session for it.
  func replaceTranscript(_ transcript: Transcript) async {
    await session.replaceTranscript(transcript)
    transcriptRevision += 1
  }

  /// Removes the last turn (`:undo`, `:retry`, `:edit`); the number of entries left, or nil
  /// when there is no turn to remove.
  func undoLastTurn() async -> Int? {
    let left = await session.updateTranscript { t -> Int? in
      t.undoLastTurn() ? t.entries.count : nil
    }
    guard left != nil else { return nil }
    transcriptRevision += 1
    unsavedTurns = max(0, unsavedTurns - 1)
    return left
  }

  /// Runs one turn, printing each step as it happens and the token counts after.
  /// `typed` is the input as typed, which `:history save` writes when the turn is kept.
  func runTurn(_ prompt: String, typed: String) async throws(PlaygroundError) {
    do {
      try await turn(prompt, typed: typed)
    } catch {
      await Self.dropUnused(moves, output)
      throw error
    }
    await Self.dropUnused(moves, output)
  }

  private func turn(_ prompt: String, typed: String) async throws(PlaygroundError) {
    lastTurnStopped = false
    let session = try await currentSession()
    let before = await session.transcript
    let output = self.output
    let deterministic = state.model.isDeterministic
    let stream = self.stream
    stream.reset()
    let notes = authorNotes
    notes.clear()
    var failure: TurnError?
    do {
      try await session.respond(to: prompt) { progress in
        if stream.needsPrinting(progress) { output(Self.line(for: progress)) }
        // How to fix the tool, or its program's standard error, goes to the author's
        // screen, never into the transcript.
        if case .failure(let f) = progress, let note = notes.take(tool: f.tool) {
          output(OutputLine(.note, "note: \(note)"))
        }
      }
    } catch {
      failure = error
    }
    try await finishMCPTurn(before: before)
    if deterministic { await session.updateTranscript { $0.callsite.timings = [:] } }
    switch failure {
    case nil: break
    case .cancelled?:
      say("turn cancelled; the transcript is as it was before it", .note)
      return
    case .toolCall?:
      say(
        "the turn ended with that tool error, as FoundationModels does (:on-tool-error report sends it back to the model instead; :undo removes the turn)",
        .note)
    case .repeatedCall(let repeated)?:
      // The turn so far is kept (the call is in callsite.failures), as for a tool's error.
      say("error: " + repeated.description, .failure)
    case let error?:
      if case .model(let underlying) = error, let usage = (underlying as? OpenAIError)?.usage {
        say("tokens of the failed request: " + Self.usageText(usage), .meter)
      }
      if keepsStoppedTurns, await keepStoppedTurn(error) {
        unsavedTurns += 1
        recordForScript(typed, command: nil)
        await journalSnapshot()
        throw PlaygroundError(
          error.description,
          hint:
            "the turn is kept as far as it got, with this error under callsite.stoppedTurns, so :save records how it stopped"
        )
      }
      throw PlaygroundError(error.description, hint: Self.hint(for: error))
    }
    await noteUnparsedCall(since: before)
    unsavedTurns += 1
    recordForScript(typed, command: nil)
    await meter(since: before)
    await journalSnapshot()
  }

  /// Says so when the turn's response looks like a call the server did not parse.
  private func noteUnparsedCall(since before: Transcript) async {
    let transcript = await self.transcript
    let known = Set(before.entries.map(\.id))
    for entry in transcript.entries where !known.contains(entry.id) {
      guard let call = transcript.callsite.unparsedCalls[entry.id] else { continue }
      let remedy =
        call.complete
        ? "the text is kept as sent; :raw shows what the server returned"
        : "raise the limit with :set max-tokens N; :raw shows what the server returned"
      say("note: \(call.note) (\(remedy))", .note)
    }
  }

  /// Moves left over from a turn would surprise the next one: drop them, and say so.
  static func dropUnused(_ moves: MoveQueue, _ output: @Sendable (OutputLine) -> Void) async {
    let left = await moves.count
    guard left > 0 else { return }
    await moves.clear()
    output(
      OutputLine(
        .note,
        "note: \(left) queued move\(left == 1 ? " was" : "s were") not used and \(left == 1 ? "is" : "are") dropped"
      ))
  }

  static func hint(for error: TurnError) -> String {
    switch error {
    case .model:
      return
        "check the model with :model, or switch with :model offline; the transcript is unchanged"
    case .roundLimit:
      return "the transcript is as it was before the turn"
    default: return "type :help"
    }
  }

  static func line(for progress: Session.Progress) -> OutputLine {
    switch progress {
    case .toolCall(let call):
      return OutputLine(.toolCall, "→ \(call.name) \(call.arguments)")
    case .toolOutput(let entry):
      let text = entry.segments.map(\.plainText).joined(separator: "\n")
      return OutputLine(.toolOutput, "← \(entry.toolName): \(abbreviated(text))")
    case .failure(let failure):
      let sent = failure.reportedToModel ? " (sent back to the model)" : ""
      return OutputLine(.failure, "✗ \(failure.tool) \(failure.arguments): \(failure.error)\(sent)")
    case .response(let response):
      return OutputLine(.response, response.segments.map(\.plainText).joined(separator: "\n"))
    }
  }

  /// Long outputs are cut in the live view; `:show N` prints the whole entry.
  static func abbreviated(_ text: String, limit: Int = 240) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit))
      + "… (\(text.count - limit) more characters; :show prints all)"
  }
}

/// What the session was configured from: the state's configuration, the transcript's
/// revision and the model built for it. Equal bases mean the session needs no new
/// configuration; there is no flag to set when something changes.
struct SessionBasis: Equatable {
  let configuration: PlaygroundState.SessionConfiguration
  let transcriptRevision: Int
  let modelBuild: Int?
}

/// The model of a playground before its first turn configures the session.
struct NoModel: LanguageModel {
  var provenance: Provenance { Provenance(model: "none", backend: "none") }
  func respond(to request: ModelRequest) async throws -> ModelReply {
    throw PlaygroundError("no model is configured", hint: "choose one with :model")
  }
}

/// A tool whose implementation was not given yet: calling it fails with what to type.
struct UnimplementedTool: Tool {
  let definition: ToolDefinition
  func call(arguments: JSONValue) async throws -> ToolOutput {
    throw PlaygroundError(
      "tool \(definition.name) has no implementation",
      hint: "give it one with :tool run \(definition.name) reply \"…\"")
  }
}
