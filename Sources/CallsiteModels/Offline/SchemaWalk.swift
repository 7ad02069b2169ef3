import CallsiteCore

extension Schema {
  /// This schema with `$ref`s followed within `root`, stopping at a dangling `$ref` or at
  /// one met again (a cycle).
  func resolved(in root: Schema) -> Schema { resolvedFollowing(in: root).schema }

  /// This schema with `$ref`s followed within `root`, and the `$ref`s followed on the way
  /// (the one that closes a cycle is not followed again).
  func resolvedFollowing(in root: Schema) -> (schema: Schema, refs: [String]) {
    var current = self
    var refs: [String] = []
    while let ref = current.ref, !refs.contains(ref), let next = current.resolve(ref, in: root) {
      refs.append(ref)
      current = next
    }
    return (current, refs)
  }

  /// The string cases of an `enum` keyword, when there is one.
  var stringCases: [String]? {
    guard let values = enumValues else { return nil }
    let strings = values.compactMap(\.stringValue)
    return strings.count == values.count && !strings.isEmpty ? strings : nil
  }

  /// The words that describe this schema and everything in it: property names, guides and
  /// enum cases, for judging how well a prompt fits a tool.
  ///
  /// A `$ref` already being described further out (a recursive schema, or a cycle) is not
  /// described again.
  func describingWords(in root: Schema, depth: Int = 0, expanding: Set<String> = []) -> [String] {
    guard depth < 6 else { return [] }
    let (schema, refs) = resolvedFollowing(in: root)
    guard refs.allSatisfy({ !expanding.contains($0) }) else { return [] }
    let inner = expanding.union(refs)
    var words: [String] = []
    if let d = schema.description { words += Words.content(d) }
    if let cases = schema.stringCases { words += cases.flatMap(Words.content) }
    for p in schema.properties {
      words += Words.content(p.name)
      words += p.schema.describingWords(in: root, depth: depth + 1, expanding: inner)
    }
    var parts = schema.anyOf ?? []
    if let items = schema.items { parts.insert(items, at: 0) }
    for part in parts {
      words += part.describingWords(in: root, depth: depth + 1, expanding: inner)
    }
    return words
  }
}
