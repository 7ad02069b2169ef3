public import CallsiteCore

/// The offline reference model: a deterministic, rule-based stand-in for a language model.
///
/// It is not a language model. It exists so that demos, tests and the course's transcripts
/// run anywhere and come out the same every time: the same transcript and tools in give
/// the same reply out, byte for byte. Every transcript it records says so in its
/// provenance (backend `offline`, model `offline-reference`, and a note).
///
/// It reads only what a real model would: the transcript so far and the tool definitions.
/// The *current turn* is the last prompt and the calls and outputs after it. Its rules:
///
/// 1. **Words.** Texts are compared as words: lower-cased, plurals made singular
///    (`trails` → `trail`), identifiers split at capitals (`nearHikingTrails` →
///    *near hiking trail*), function words (*the, in, get, find, use, …*) left out. Groups
///    of words (`Words.related`) have head words, which stand for one another, and plain
///    words that stand for the heads only (*decaf* for *coffee* and *menu*, *pack* and
///    *rain* for *weather*, never *rain* for *hot*). *Start over* says *reset*.
/// 2. **Choosing a tool.** A tool scores one point for each word of the prompt found in its
///    name, description, argument names, guides or enum cases, three more when the prompt
///    names the tool, and one more when the instructions name it, if the prompt also
///    shares a word with it or asks for a tool (says *tool*). Tools that score are tried
///    best first (ties in the session's order, a tool callable now before one that needs
///    another first); the first whose required arguments can all be filled (rule 4) is
///    called, one tool per model round. No tool scores: no call.
/// 3. **A tool that needs another first.** When a tool that scores lacks required
///    arguments, and another tool's name or description names one of them (a geocoder
///    named for *coordinates* gives *latitude* and *longitude*), that other tool is called
///    first, if its own arguments can be filled.
/// 4. **Filling arguments, by type** (`ArgumentFiller`, `FilterFiller`).
///    - An enum takes the case whose words all appear in the prompt (the longest one); an
///      argument whose name gives it a role (`from`, `to`) takes the case the prompt gives
///      that role (*from X*, the unit of a number; *to X*, *into X*, *in X*); two arguments
///      over the same choices never take the same case.
///    - A Boolean is `true` when the prompt contains the words of its name (*reset*), or
///      two neighbouring words of its guide (*start over*); otherwise `false` if required.
///    - A number takes, in this order: a number of the prompt followed by the argument's
///      name as its unit (`3 days` for `days`); the newest value under a like-named key in
///      an earlier output of this turn (`latitude`, or a prefix such as `lat`; keys inside
///      arrays do not count); the next number of the prompt written without a unit
///      (`35.78, -78.64`); the next one written with another unit (`42 kilometers`). It
///      must fit the schema's type, minimum and maximum.
///    - A string takes the whole prompt when its name or guide says *query, request,
///      question, prompt* or *message*; a place written as an IANA zone when it asks for a
///      time zone (`TimeZoneNames`: Tokyo → `Asia/Tokyo`, through the gazetteer Boston →
///      `America/New_York`). Otherwise the next unused phrase of the prompt: text in
///      double quotes, then capitalised phrases after *in, for, at, near, to, from,
///      around* (`in Raleigh, NC`), then other capitalised phrases (not a sentence's lone
///      first word); in a prompt in one case (lower or capitals), up to two words after
///      those prepositions, title-cased. When the prompt names the tool, a string with no
///      other evidence takes the whole prompt. (Strings never come from outputs.)
///    - A list of objects with an enum field (search filters) gets one item per case the
///      prompt names: a number with a comparison and a unit names a bound (`under $500k` →
///      `maxPrice` 500000; `at least 3 bedrooms` → `minBedrooms` 3); any other case whose
///      words all appear names itself with the value `yes` (when the value's guide speaks
///      of *yes or no*) or `true` (`a pool` → `hasPool`).
///    - A list of enum cases, strings or numbers gets every named case, unused phrase or
///      unit-less number. A nested object is filled by the same rules.
///    - Optional arguments with no evidence are left out.
/// 5. **Chaining.** After outputs arrive, the model calls the best-scoring tool whose
///    required arguments can now be filled *using a value from an earlier output* (a
///    geocoder's latitude and longitude fill a forecast), if that tool serves a prompt word
///    the tools already called do not. It never repeats a call in one turn: same tool and
///    arguments equal as values (`42` and `42.0` are the same).
/// 6. **Answering from outputs** (`AnswerWriter`). When no call is left to make, it
///    answers from the last output with the values the prompt asks about: an object as a
///    sentence (its label, then the values whose keys the prompt's words name, date-times
///    as a time and a date, numbers with units), a tool's message by its first sentence,
///    a list by the items the prompt names (by label, day, or the highest or lowest of a
///    value asked about), a text by its entries that share the prompt's words, a one-line
///    text in the description's words. *One sentence* or *a list* in the instructions or
///    the prompt shape the answer. It never adds anything the outputs do not say.
/// 7. **Failures.** When an output of the last round reports a failure (text starting with
///    `Error:` under `--on-tool-error=report`), it answers that the call failed, why, and
///    what the tool's description says it covers.
/// 8. **No tool.** When no tool fits, or a fitting tool's required arguments cannot be
///    filled, it says that it has no tool for this (or what is missing) instead of
///    inventing an answer.
/// 9. **Answer rounds.** When the request is an answer round (`:set answer-round`), it
///    calls nothing: it answers from the outputs of the turn as in rule 6, or, with none,
///    says it has no tool to look the answer up with.
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
