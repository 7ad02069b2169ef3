import CallsiteCore

/// Fills an array whose items are objects with an enum field (a list of search filters):
/// one item per enum case the prompt names.
///
/// 1. Each number in the prompt, with its comparison word and unit (`under $500k`,
///    `at least 3 bedrooms`), names the case whose words are its unit (money counts as
///    *price*) and whose `min`/`max` matches the comparison (see `EnumCase.forQuantity`).
///    The item's value is the number as text (`500000`).
/// 2. Every other case whose words all appear in the prompt (outside the phrases of rule 1)
///    is named too (`a pool` → `hasPool`); its value is `true`. Cases that bound a
///    quantity (`min…`/`max…`, or the same words as one) are never named this way.
/// 3. Items come in the order the prompt mentions them; a case is used once.
struct FilterFiller {
  let root: Schema
  let prompt: PromptText

  /// The items, or `nil` when `items` is not an object with a string enum property.
  func fill(items: Schema) -> [JSONValue]? {
    let item = items.resolved(in: root)
    guard
      let enumProperty = item.properties.first(where: {
        $0.schema.resolved(in: root).stringCases != nil
      })
    else { return nil }
    let cases = (enumProperty.schema.resolved(in: root).stringCases ?? []).map(EnumCase.init)
    var found: [(position: Int, name: String, value: Double?, phrase: String)] = []
    var usedTokens = Set<Int>()
    for q in prompt.quantities {
      guard let c = EnumCase.forQuantity(q, among: cases) else { continue }
      guard !found.contains(where: { $0.name == c.name }) else { continue }
      found.append((q.index, c.name, q.value, q.phrase))
      usedTokens.formUnion(q.used)
    }
    let quantityWords = Set(cases.filter { $0.direction != nil }.map(\.words))
    var free: [Int: String] = [:]
    for (i, t) in prompt.tokens.enumerated() where t.isWord && !usedTokens.contains(i) {
      free[i] = t.norm
    }
    let freeWords = Set(free.values)
    for c in cases where c.direction == nil && !quantityWords.contains(c.words) {
      guard c.isNamed(by: freeWords), !found.contains(where: { $0.name == c.name }) else {
        continue
      }
      let related = Set(c.words.flatMap(Words.expanded))
      let position = free.filter { related.contains($0.value) }.keys.min() ?? Int.max
      let phrase = c.words.joined(separator: " ")
      found.append((position, c.name, nil, phrase))
    }
    found.sort { $0.position < $1.position }
    return found.map { f in
      .object(
        itemObject(
          item, enumName: enumProperty.name, caseName: f.name, value: f.value,
          phrase: f.phrase))
    }
  }

  /// What a feature's text value says when it is wanted: `yes` when the field's guide
  /// speaks of *yes or no*, else `true`.
  static func yes(_ schema: Schema) -> String {
    let words = Words.all(schema.description ?? "")
    return words.contains("yes") && words.contains("no") ? "yes" : "true"
  }

  /// One item: the enum field, then the first other required field gets the value (as the
  /// field's type wants it; the first other field when none is required), other required
  /// strings get the phrase as written, the rest is left out. An optional field declared
  /// first, such as a reason written before the value, stays out.
  private func itemObject(
    _ item: Schema, enumName: String, caseName: String, value: Double?, phrase: String
  ) -> JSONObject {
    var object = JSONObject()
    let others = item.properties.map(\.name).filter { $0 != enumName }
    let valueName = others.first(where: item.isRequired) ?? others.first
    for p in item.properties {
      let schema = p.schema.resolved(in: root)
      if p.name == enumName {
        object[p.name] = .string(caseName)
        continue
      }
      if p.name == valueName {
        switch schema.type {
        case "number", "integer": object[p.name] = .double(value ?? 1)
        case "boolean": object[p.name] = .bool(true)
        default: object[p.name] = .string(value.map(JSONNumberText.of) ?? Self.yes(schema))
        }
      } else if item.isRequired(p.name) {
        switch schema.type {
        case "boolean": object[p.name] = .bool(true)
        case "number", "integer": object[p.name] = .double(value ?? 1)
        default: object[p.name] = .string(phrase)
        }
      }
    }
    return object
  }
}
