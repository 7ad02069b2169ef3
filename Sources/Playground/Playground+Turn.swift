import CallsiteCore
import Foundation

extension Playground {
  /// The session for the next turn, rebuilt when the settings changed.
  func currentSession() async throws(PlaygroundError) -> Session {
    if let session, !sessionIsStale { return session }
    let languageModel: any LanguageModel
    if model == .manual {
      languageModel = AuthorModel.make(moves: moves, ask: askMove)
    } else {
      do {
        languageModel = try environment.makeModel(model)
      } catch {
        throw PlaygroundError(
          "cannot start the model: \(error)", hint: "choose another with :model")
      }
    }
    var instances: [any Tool] = []
    for draft in tools {
      do {
        instances.append(
          draft.run == nil
            ? UnimplementedTool(definition: draft.definition)
            : try environment.makeTool(draft, toolContext))
      } catch {
        throw PlaygroundError(
          "tool \(draft.name) cannot run: \(error)", hint: "fix it with :tool run \(draft.name) …")
      }
    }
    let fresh: Session
    if transcript.entries.count <= 1 {
      fresh = Session(
        model: languageModel, tools: instances, instructions: instructions,
        contextSize: contextSize, policy: policy)
      var t = await fresh.transcript
      t.callsite.provenance?.captured = Self.iso(fixedDate ?? environment.now())
      await fresh.replaceTranscript(t)
    } else {
      var t = transcript
      var provenance = languageModel.provenance
      provenance.callsiteVersion = Callsite.version
      provenance.definitionsHash = t.callsite.provenance?.definitionsHash
      provenance.captured = Self.iso(fixedDate ?? environment.now())
      t.callsite.provenance = provenance
      t.callsite.contextSize = contextSize
      fresh = Session(model: languageModel, tools: instances, transcript: t, policy: policy)
    }
    transcript = await fresh.transcript
    session = fresh
    sessionIsStale = false
    return fresh
  }

  /// Runs one turn, printing each step as it happens and the token counts after.
  func runTurn(_ prompt: String) async throws(PlaygroundError) {
    do {
      try await turn(prompt)
    } catch {
      await Self.dropUnused(moves, output)
      throw error
    }
    await Self.dropUnused(moves, output)
  }

  private func turn(_ prompt: String) async throws(PlaygroundError) {
    let session = try await currentSession()
    let before = transcript
    let output = self.output
    let deterministic = model.isDeterministic
    do {
      try await session.respond(to: prompt) { progress in
        output(Self.line(for: progress))
      }
    } catch {
      var kept = await session.transcript
      if deterministic { kept.callsite.timings = [:] }
      await session.replaceTranscript(kept)
      transcript = kept
      switch error {
      case .cancelled:
        say("turn cancelled; the transcript is as it was before it", .note)
        return
      case .toolCall:
        unsavedTurns += 1
        say(
          "the turn ended with that tool error, as FoundationModels does (:on-tool-error report sends it back to the model instead; :undo removes the turn)",
          .note)
        meter(since: before)
        await journalSnapshot()
        return
      default:
        throw PlaygroundError(error.description, hint: Self.hint(for: error))
      }
    }
    var after = await session.transcript
    if deterministic {
      after.callsite.timings = [:]
      await session.replaceTranscript(after)
    }
    transcript = after
    unsavedTurns += 1
    meter(since: before)
    await journalSnapshot()
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
    case .roundLimit: return ":undo removes the turn"
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

  /// Token counts of the entries added since `before`, then the context meter.
  func meter(since before: Transcript) {
    let known = Set(before.entries.map(\.id))
    let added = transcript.entries.filter { !known.contains($0.id) }
    var parts: [String] = []
    var sources: Set<TokenCount.Source> = []
    for entry in added {
      let count = transcript.tokenCount(of: entry)
      sources.insert(count.source)
      parts.append("\(entry.roleName) \(Self.grouped(count.count))")
    }
    let used = transcript.cumulativeTokens.last ?? 0
    let source = sources.count == 1 ? " (\(sources.first!.rawValue))" : ""
    let prefix = parts.isEmpty ? "" : "tokens: " + parts.joined(separator: ", ") + source + " · "
    say(prefix + "context \(Self.grouped(used)) / \(Self.grouped(transcript.contextSize))", .meter)
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
