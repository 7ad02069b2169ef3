import CallsiteCore

/// Fills a tool's arguments from the prompt and the outputs of earlier calls, by type.
/// The rules are the reference chapter's *Filling arguments* (`05-reference/07-offline-model.md`).
struct ArgumentFiller {
  /// The tool's parameter schema (for `$ref`s).
  let root: Schema
  let prompt: PromptText
  let outputs: OutputValues
  /// Whether a required string with no evidence may take the whole prompt (the prompt
  /// names the tool).
  let wholePromptFallback: Bool
  /// How places become time zone identifiers.
  let timeZones: TimeZoneNames

  /// The `$ref`s being filled, outermost first: one met again (a recursive object, or a
  /// cycle built in code) is left unfilled rather than followed forever.
  private var expanding: [String] = []
  private var usedPhrases = 0
  /// Phrases taken out of order, for a role (`from X`, `to Y`).
  private var takenPhrases = Set<String>()
  /// Currencies given so far (a second currency argument takes another).
  private var usedCurrencies = Set<String>()
  private var usedNumbers = Set<Int>()
  /// The enum cases given so far, by the list of choices they came from: a second argument
  /// over the same choices takes a different case.
  private var usedCases: [[String]: Set<String>] = [:]
  /// Whether a value came from an earlier tool output.
  private(set) var usedOutput = false
  /// Where each top-level argument's value came from, in words (for `:why`).
  private(set) var sources: [String: String] = [:]
  /// Where the value filled last came from.
  private var source = ""

  /// Words in a string property's name or guide that ask for the user's whole request.
  static let queryWords: Set<String> = ["query", "request", "question", "prompt", "message"]
  /// Words in a number property's name or guide that let it take an amount of money.
  static let moneyWords: Set<String> = ["amount", "money", "price", "cost", "sum", "currency"]

  init(
    root: Schema, prompt: PromptText, outputs: OutputValues, wholePromptFallback: Bool,
    timeZones: TimeZoneNames = TimeZoneNames(place: nil)
  ) {
    self.root = root
    self.prompt = prompt
    self.outputs = outputs
    self.wholePromptFallback = wholePromptFallback
    self.timeZones = timeZones
  }

  /// The filled object and the required properties it could not fill.
  mutating func fillObject(_ given: Schema) -> (object: JSONObject, missing: [String]) {
    let schema = given.resolved(in: root)
    var object = JSONObject()
    var missing: [String] = []
    for p in schema.properties {
      let required = schema.isRequired(p.name)
      source = ""
      if let value = fill(name: p.name, schema: p.schema, required: required) {
        object[p.name] = value
        if sources[p.name] == nil { sources[p.name] = source }
      } else if required {
        missing.append(p.name)
      }
    }
    return (object, missing)
  }

  private mutating func fill(name: String, schema given: Schema, required: Bool) -> JSONValue? {
    let (schema, refs) = given.resolvedFollowing(in: root)
    if schema.ref != nil || refs.contains(where: expanding.contains) { return nil }
    expanding += refs
    defer { expanding.removeLast(refs.count) }
    if let alternatives = schema.anyOf, !alternatives.isEmpty {
      for alt in alternatives {
        if let v = fill(name: name, schema: alt, required: required) { return v }
      }
      return nil
    }
    if let cases = schema.stringCases {
      return enumCase(name: name, schema: schema, cases: cases).map { .string($0) }
    }
    switch schema.type {
    case "boolean":
      let named = isNamed(name, schema)
      source =
        named
        ? "rule: the prompt says its name or two words of its guide"
        : "rule: a required Boolean the prompt does not name is false"
      return named ? .bool(true) : (required ? .bool(false) : nil)
    case "integer", "number":
      return number(name: name, schema: schema)
    case "string":
      return string(name: name, schema: schema)
    case "array":
      return array(schema: schema, required: required)
    default:
      guard schema.type == "object" || (schema.type == nil && !schema.properties.isEmpty) else {
        return nil
      }
      let (object, missing) = fillObject(schema)
      source = "rule: a nested object, filled by the same rules"
      return missing.isEmpty && (required || !object.isEmpty) ? .object(object) : nil
    }
  }

  /// A Boolean is named when every content word of its name is in the prompt, or when two
  /// neighbouring words of its guide ("start over") appear side by side in the prompt.
  private func isNamed(_ name: String, _ schema: Schema) -> Bool {
    let nameWords = Words.content(name)
    if !nameWords.isEmpty, nameWords.allSatisfy({ prompt.wordSet.contains($0) }) { return true }
    guard let guide = schema.description else { return false }
    let guideWords = Words.all(guide)
    let promptWords = prompt.tokens.filter(\.isWord).map(\.norm)
    let promptPairs = Set(zip(promptWords, promptWords.dropFirst()).map { "\($0) \($1)" })
    for (a, b) in zip(guideWords, guideWords.dropFirst())
    where !(Words.stop.contains(a) && Words.stop.contains(b)) && promptPairs.contains("\(a) \(b)") {
      return true
    }
    return false
  }

  /// An enum: the case the prompt names for this argument's role (`from` takes the case
  /// after *from* or the unit of a number, `to` the case after *to*, *into* or *in*), else
  /// the longest named case; never a case an earlier argument over the same choices took.
  private mutating func enumCase(name: String, schema: Schema, cases: [String]) -> String? {
    let used = usedCases[cases, default: []]
    let role = EnumCase.role(ofProperty: name, guide: schema.description)
    let choices = cases.map(EnumCase.init)
    var chosen: String?
    if role == nil, used.isEmpty {
      chosen = EnumCase.named(in: prompt, among: choices)?.name
    } else {
      let mentions = EnumCase.mentions(in: prompt, among: choices).filter {
        !used.contains($0.name)
      }
      chosen =
        (mentions.first { $0.role == role && role != nil } ?? mentions.first { $0.role == nil }
        ?? mentions.first)?.name
    }
    if let chosen {
      usedCases[cases, default: []].insert(chosen)
      source =
        role == nil
        ? "rule: the enum case whose words the prompt names"
        : "rule: the enum case the prompt gives the role \(role == .source ? "from" : "to")"
    }
    return chosen
  }

  /// A number: one in the prompt whose unit is the property's name (`3 days`), else the
  /// newest like-named value in an earlier output, else the next bare number in the prompt,
  /// else the next number written with any other unit (`42 kilometers`).
  private mutating func number(name: String, schema: Schema) -> JSONValue? {
    let nameWords = Set(Words.content(name))
    let fits = { (v: Double) -> Bool in
      if schema.type == "integer", v != v.rounded() { return false }
      if let min = schema.minimum, v < min.doubleValue { return false }
      if let max = schema.maximum, v > max.doubleValue { return false }
      return true
    }
    for q in prompt.quantities where !usedNumbers.contains(q.index) && fits(q.value) {
      if !q.unit.isEmpty, q.unit.contains(where: { nameWords.contains($0) }) {
        usedNumbers.insert(q.index)
        source = "phrase \"\(q.phrase)\": a number whose unit is the argument's name"
        return .number(JSONNumber(literal: q.valueText))
      }
    }
    if let n = outputs.number(for: name), fits(n.doubleValue) {
      usedOutput = true
      source = "earlier output: the newest value under a key like \"\(name)\""
      return .number(n)
    }
    for q in prompt.bareNumbers where !usedNumbers.contains(q.index) && fits(q.value) {
      usedNumbers.insert(q.index)
      source = "phrase \"\(q.phrase)\": the next number written without a unit"
      return .number(JSONNumber(literal: q.valueText))
    }
    // An amount of money (`$40`, `€100`) fills an argument that speaks of money.
    let speaks = Set(Words.all(name) + Words.all(schema.description ?? ""))
    if !speaks.isDisjoint(with: Self.moneyWords) {
      for q in prompt.quantities
      where !usedNumbers.contains(q.index) && q.money && q.direction == nil && fits(q.value) {
        usedNumbers.insert(q.index)
        source = "phrase \"\(q.phrase)\": an amount of money, for an argument about money"
        return .number(JSONNumber(literal: q.valueText))
      }
    }
    for q in prompt.quantities
    where !usedNumbers.contains(q.index) && !q.unit.isEmpty && q.direction == nil && !q.money
      && fits(q.value)
    {
      usedNumbers.insert(q.index)
      source = "phrase \"\(q.phrase)\": the next number written with another unit"
      return .number(JSONNumber(literal: q.valueText))
    }
    return nil
  }

  /// A string: the whole prompt when the property asks for the request itself, a place
  /// written as a time zone when it asks for one (`TimeZoneNames`), else the next unused
  /// phrase of the prompt, else (when the prompt names the tool) the whole
  /// prompt. Strings are never taken from outputs: only numbers chain.
  private mutating func string(name: String, schema: Schema) -> JSONValue? {
    let words = Words.all(name) + Words.all(schema.description ?? "")
    if words.contains(where: Self.queryWords.contains) {
      source = "rule: its name or guide asks for the request, so the whole prompt"
      return .string(prompt.text)
    }
    if TimeZoneNames.asksForZone(words) {
      for (i, phrase) in prompt.phrases.enumerated() where i >= usedPhrases {
        if let zone = timeZones.identifier(for: phrase) {
          usedPhrases = i + 1
          source = "phrase \"\(phrase)\": a place, written as its time zone"
          return .string(zone)
        }
      }
      return nil
    }
    let role = EnumCase.role(ofProperty: name, guide: schema.description)
    if Currencies.asksForCurrency(words) {
      let mentions = Currencies.mentions(in: prompt).filter { !usedCurrencies.contains($0.name) }
      let fitting =
        role.flatMap { r in mentions.first { $0.role == r } } ?? mentions.first { $0.role == nil }
        ?? (role == nil ? mentions.first : nil)
      if let fitting, matchesPattern(fitting.name, schema) {
        usedCurrencies.insert(fitting.name)
        let written = prompt.tokens[fitting.index..<(fitting.index + fitting.length)]
          .map(\.text).joined(separator: " ")
        source = "phrase \"\(written)\": a currency, written as its code (rule: currencies)"
        return .string(fitting.name)
      }
    }
    if let role, let phrase = prompt.phraseRoles.first(where: { $0.role == role })?.phrase,
      !takenPhrases.contains(phrase), matchesPattern(phrase, schema)
    {
      takenPhrases.insert(phrase)
      source = "phrase \"\(phrase)\": after \(role == .source ? "from" : "to or into")"
      return .string(phrase)
    }
    while usedPhrases < prompt.phrases.count {
      let phrase = prompt.phrases[usedPhrases]
      usedPhrases += 1
      if !takenPhrases.contains(phrase), matchesPattern(phrase, schema) {
        source = "phrase \"\(phrase)\": the next quoted or capitalised phrase"
        return .string(phrase)
      }
    }
    source = "rule: the prompt names the tool, so the whole prompt"
    return wholePromptFallback ? .string(prompt.text) : nil
  }

  private func matchesPattern(_ s: String, _ schema: Schema) -> Bool {
    guard let pattern = schema.pattern else { return true }
    let probe = Schema(json: JSONObject([("pattern", .string(pattern))]))
    return probe.validate(.string(s)).isEmpty
  }

  /// An array: filters (objects with an enum field, see `FilterFiller`), named enum cases,
  /// the prompt's phrases, or its bare numbers, within `minItems`…`maxItems`.
  private mutating func array(schema: Schema, required: Bool) -> JSONValue? {
    guard let items = schema.items?.resolved(in: root) else { return nil }
    var values: [JSONValue]
    if let filters = FilterFiller(root: root, prompt: prompt).fill(items: items) {
      values = filters
    } else if let cases = items.stringCases {
      values = cases.map(EnumCase.init).filter { $0.isNamed(by: prompt.wordSet) }
        .map { .string($0.name) }
    } else if items.type == "string" {
      values = prompt.phrases.dropFirst(usedPhrases).map { .string($0) }
    } else if items.type == "number" || items.type == "integer" {
      values = prompt.bareNumbers.filter { !usedNumbers.contains($0.index) }
        .map { .number(JSONNumber(literal: $0.valueText)) }
    } else {
      values = []
    }
    source = "rule: a list gets every filter, case, phrase or number the prompt names"
    if let max = schema.maxItems { values = Array(values.prefix(max)) }
    if values.count < (schema.minItems ?? 0) { return nil }
    return values.isEmpty && !required ? nil : .array(values)
  }
}
