import CallsiteCore

/// Writes the offline model's answers (the reference chapter's *Answering* and *Failures*): a sentence or a few
/// that answer the prompt from the last output, with the values it asks about, and nothing
/// the outputs do not say.
enum AnswerWriter {
  /// The most values in one sentence, items in one list, lines quoted from a text.
  static let fieldLimit = 4
  static let itemLimit = 3
  static let labelItemLimit = 4
  static let lineLimit = 3

  /// What an answer is written from: the prompt and the definition and call of the tool
  /// whose output it answers with.
  struct Context {
    var prompt: PromptText
    /// The prompt's content words and the words of the facets they name (`AnswerFacets`).
    var facets: Set<String>
    /// Only the words of the facets the prompt's words name, not those words themselves:
    /// what asks for the highest or lowest items.
    var groupFacets: Set<String>
    /// The prompt's content words, *weekend* adding *saturday* and *sunday*: the words
    /// that pick items of a list or lines of a text.
    var itemWords: Set<String>
    /// The content words of the tool's definition (not expanded).
    var toolWords: Set<String>
    /// The object of the tool's description: *the seven-day weather forecast*.
    var toolNoun: String
    /// The description in the past tense, for a one-line output: *I picked a contact from
    /// your address book*.
    var toolVerbPhrase: String?
    /// The string and number arguments of the call (an output that repeats one says
    /// nothing new).
    var argumentStrings: Set<String>
    var argumentNumbers: Set<JSONNumber>
    /// The prompt's own words for an argument the model wrote otherwise: `Asia/Tokyo` was
    /// *Tokyo* in the prompt.
    var promptNames: [String: String] = [:]
    /// The call's arguments.
    var arguments = JSONObject()
    /// The role each argument's name or guide gives it (`from`, `to`).
    var argumentRoles: [String: EnumCase.Role] = [:]

    init(prompt: PromptText, tool: ToolDefinition?, arguments text: String) {
      self.prompt = prompt
      facets = AnswerFacets.expand(prompt.contentWords)
      groupFacets = AnswerFacets.expand(prompt.contentWords, groupsOnly: true)
      itemWords = Set(prompt.contentWords)
      if itemWords.contains("weekend") { itemWords.formUnion(["saturday", "sunday"]) }
      toolWords = Set(tool.map { ToolRanking.words(of: $0) } ?? [])
      let description = tool?.description ?? ""
      toolNoun = ToolPhrases.noun(of: description)
      toolVerbPhrase = ToolPhrases.pastTense(of: description)
      var strings = Set<String>()
      var numbers = Set<JSONNumber>()
      for m in (try? JSONValue.parse(text))?.objectValue ?? JSONObject() {
        if let s = m.value.stringValue { strings.insert(s) }
        if let n = m.value.numberValue { numbers.insert(n) }
      }
      argumentStrings = strings
      argumentNumbers = numbers
      arguments = (try? JSONValue.parse(text))?.objectValue ?? JSONObject()
      if let schema = tool?.parameters.resolved(in: tool!.parameters) {
        for p in schema.properties {
          argumentRoles[p.name] = EnumCase.role(ofProperty: p.name, guide: p.schema.description)
        }
      }
    }
  }

  /// The answer after this turn's calls, from the last output.
  static func summary(
    of steps: [OfflineTurn.Step], prompt: PromptText, instructions: String,
    tools: [ToolDefinition], timeZones: TimeZoneNames = TimeZoneNames(place: nil)
  ) -> String {
    guard let step = steps.last(where: { $0.output != nil }), let output = step.output else {
      return "The tools gave me nothing to answer with."
    }
    var c = Context(
      prompt: prompt, tool: tools.first { $0.name == step.tool }, arguments: step.arguments)
    for phrase in prompt.phrases {
      if let zone = timeZones.identifier(for: phrase), zone != phrase,
        c.argumentStrings.contains(zone), c.promptNames[zone] == nil
      {
        c.promptNames[zone] = phrase
      }
    }
    let json = step.structured ?? (try? JSONValue.parse(output))
    var answer: Answer
    if let object = json?.objectValue, !object.isEmpty {
      answer = describe(object: object, c)
    } else if let array = json?.arrayValue, array.allSatisfy({ $0.objectValue != nil }),
      !array.isEmpty
    {
      let (lines, note) = items(array.compactMap(\.objectValue), c)
      answer = Answer(
        lead: lead(for: c, label: nil), items: lines, notes: note.map { [$0] } ?? [])
    } else {
      answer = describe(text: output, c)
    }
    return answer.rendered(Answer.Format(instructions: instructions, prompt: prompt.text))
  }

  /// The answer when a call failed: the reason it gave, and what the tool's description
  /// says it covers.
  static func failure(of step: OfflineTurn.Step, description: String?) -> String {
    var reason = (step.output ?? "").trimmingWhitespace
    if reason.hasPrefix("Error:") { reason = String(reason.dropFirst(6)).trimmingWhitespace }
    var text =
      "I couldn't get an answer: \(step.tool) failed"
      + (reason.isEmpty ? " without giving a reason." : " with \"\(reason)\".")
    if let description, !description.isEmpty {
      text += " Its description says what it covers: \"\(description)\"."
    }
    return text + " I won't guess without its result."
  }

  /// The answer when no tool fits the prompt.
  static func noTool(tools: [ToolDefinition], unfillable: [(String, [String])]) -> String {
    if let (tool, missing) = unfillable.first {
      return
        "I would use \(tool), but the prompt does not give its "
        + "\(list(missing)) and no other tool provides \(missing.count == 1 ? "it" : "them"), "
        + "so I can't answer this without making something up."
    }
    if tools.isEmpty {
      return "I have no tools in this session, so I can't look this up, and I won't guess."
    }
    return
      "I have no tool for this (I can call \(list(tools.map(\.name)))), "
      + "so I can't answer it without making something up."
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  static func capitalized(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst()
  }
}
