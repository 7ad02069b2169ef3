import CallsiteCore

extension Schema {
  /// This schema with `$ref`s followed within `root` (at most eight steps).
  func resolved(in root: Schema) -> Schema {
    var current = self
    var steps = 0
    while let ref = current.ref, steps < 8, let next = current.resolve(ref, in: root) {
      current = next
      steps += 1
    }
    return current
  }

  /// The string cases of an `enum` keyword, when there is one.
  var stringCases: [String]? {
    guard let values = enumValues else { return nil }
    let strings = values.compactMap(\.stringValue)
    return strings.count == values.count && !strings.isEmpty ? strings : nil
  }

  /// The words that describe this schema and everything in it: property names, guides and
  /// enum cases, for judging how well a prompt fits a tool.
  func describingWords(in root: Schema, depth: Int = 0) -> [String] {
    guard depth < 6 else { return [] }
    let schema = resolved(in: root)
    var words: [String] = []
    if let d = schema.description { words += Words.content(d) }
    if let cases = schema.stringCases { words += cases.flatMap(Words.content) }
    for p in schema.properties {
      words += Words.content(p.name)
      words += p.schema.describingWords(in: root, depth: depth + 1)
    }
    if let items = schema.items { words += items.describingWords(in: root, depth: depth + 1) }
    for alt in schema.anyOf ?? [] { words += alt.describingWords(in: root, depth: depth + 1) }
    return words
  }
}
