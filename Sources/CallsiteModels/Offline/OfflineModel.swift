public import CallsiteCore

/// The offline reference model: a deterministic, rule-based stand-in for a language model.
///
/// It exists so that demos, tests and the course's transcripts run anywhere and come out the
/// same byte for byte, with no server. Its rules are written out for authors, section by
/// section as this code follows them, in `content/lessons/05-reference/07-offline-model.md`;
/// `:why` (`OfflineModel.why`) says which of them made each move of a turn.
public struct OfflineModel: LanguageModel {
  /// The model's name in provenance.
  public static let modelName = "offline-reference"
  /// The note every transcript it records carries.
  public static let note =
    "Recorded with Callsite's offline reference model: a deterministic, rule-based stand-in "
    + "that picks tools and fills arguments by fixed rules. It is not a language model."

  /// The time zone of a place name, from a gazetteer (Callsite's REPL passes the course's:
  /// `CallsiteTools.PlaceTimeZones`); without one, only places a zone is named after
  /// (Tokyo, London) are known.
  let placeTimeZone: (@Sendable (String) -> String?)?

  public init(placeTimeZone: (@Sendable (String) -> String?)? = nil) {
    self.placeTimeZone = placeTimeZone
  }

  public var provenance: Provenance {
    Provenance(model: Self.modelName, backend: "offline", note: Self.note)
  }

  /// The reply to a request; throws `OfflineModelError.refCycle` when a tool's schema has a
  /// `$ref` cycle without an object in between.
  public func respond(to request: ModelRequest) async throws -> ModelReply {
    for tool in request.tools {
      if let cycle = tool.parameters.refCycle() {
        throw OfflineModelError.refCycle(tool: tool.name, cycle)
      }
    }
    return ModelReply(move(for: request))
  }

  /// The model's move for a request (synchronous and pure).
  public func move(for request: ModelRequest) -> ModelReply.Move {
    let turn = OfflineTurn(request.transcript)
    guard let text = turn.prompt else { return .text("There is no prompt to answer.") }
    if let failed = turn.rounds.last?.first(where: \.failed) {
      return .text(
        AnswerWriter.failure(
          of: failed, description: request.tools.first { $0.name == failed.tool }?.description))
    }
    let prompt = PromptText(text)
    if request.answerRound { return answer(turn, prompt, request) }
    let ranking = ToolRanking(
      tools: request.tools, prompt: prompt, instructions: turn.instructions)
    if !turn.rounds.isEmpty {
      let outputs = OutputValues(turn.steps.compactMap(\.value))
      let ordered = ranking.all.sorted {
        $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order
      }
      let called = Set(turn.steps.map(\.tool))
      let served = ranking.all.filter { called.contains($0.definition.name) }
        .reduce(into: Set<String>()) { $0.formUnion($1.matched) }
      for candidate in ordered where !candidate.matched.subtracting(served).isEmpty {
        let filled = fill(candidate, prompt, outputs)
        if filled.missing.isEmpty, filled.usedOutput,
          !turn.alreadyCalled(candidate.definition.name, filled.arguments)
        {
          return call(candidate.definition.name, filled.arguments)
        }
      }
      return .text(
        AnswerWriter.summary(
          of: turn.steps, prompt: prompt, instructions: turn.instructions, tools: request.tools,
          timeZones: TimeZoneNames(place: placeTimeZone)))
    }
    var unfillable: [(String, [String])] = []
    let none = OutputValues([])
    var start = 0
    while start < ranking.candidates.count {
      let score = ranking.candidates[start].score
      let tied = ranking.candidates[start...].prefix { $0.score == score }
      start += tied.count
      let filled = tied.map { fill($0, prompt, none) }
      for (candidate, f) in zip(tied, filled) where f.missing.isEmpty {
        return call(candidate.definition.name, f.arguments)
      }
      for (candidate, f) in zip(tied, filled) {
        if let first = prerequisite(of: candidate, missing: f.missing, ranking, prompt) {
          return first
        }
        unfillable.append((candidate.definition.name, f.missing))
      }
    }
    return .text(AnswerWriter.noTool(tools: request.tools, unfillable: unfillable))
  }

  /// Rule 9: in an answer round, whose request offers no tools, the model answers from the
  /// outputs it has (the tools' definitions still shape the answer's words), or says that
  /// it was offered no tool, instead of calling.
  private func answer(
    _ turn: OfflineTurn, _ prompt: PromptText, _ request: ModelRequest
  ) -> ModelReply.Move {
    guard !turn.rounds.isEmpty else {
      return .text(AnswerWriter.noTool(tools: [], unfillable: []))
    }
    return .text(
      AnswerWriter.summary(
        of: turn.steps, prompt: prompt, instructions: turn.instructions,
        tools: request.transcript.toolDefinitions, timeZones: TimeZoneNames(place: placeTimeZone)))
  }

  private struct Filled {
    var arguments: String
    var missing: [String]
    var usedOutput: Bool
  }

  private func fill(
    _ candidate: ToolRanking.Candidate, _ prompt: PromptText, _ outputs: OutputValues
  ) -> Filled {
    let schema = candidate.definition.parameters
    var filler = ArgumentFiller(
      root: schema, prompt: prompt, outputs: outputs,
      wholePromptFallback: candidate.namedInPrompt,
      timeZones: TimeZoneNames(place: placeTimeZone))
    let (object, missing) = filler.fillObject(schema)
    return Filled(
      arguments: JSONValue.object(object).compactText, missing: missing,
      usedOutput: filler.usedOutput)
  }

  /// Rule 3: a tool whose name or description names an argument `candidate` lacks.
  private func prerequisite(
    of candidate: ToolRanking.Candidate, missing: [String], _ ranking: ToolRanking,
    _ prompt: PromptText
  ) -> ModelReply.Move? {
    let schema = candidate.definition.parameters.resolved(in: candidate.definition.parameters)
    var wanted = Set<String>()
    for name in missing {
      wanted.formUnion(Words.content(name).flatMap(Words.expanded))
      let guide = schema.properties.first { $0.name == name }?.schema.description ?? ""
      wanted.formUnion(Words.content(guide).flatMap(Words.expanded))
    }
    for other in ranking.all where other.definition.name != candidate.definition.name {
      let gives =
        Words.content(other.definition.name)
        + Words.content(other.definition.description)
      guard gives.contains(where: wanted.contains) else { continue }
      let filled = fill(other, prompt, OutputValues([]))
      if filled.missing.isEmpty { return call(other.definition.name, filled.arguments) }
    }
    return nil
  }

  private func call(_ name: String, _ arguments: String) -> ModelReply.Move {
    .toolCalls([ProposedToolCall(name: name, arguments: arguments)])
  }
}
