/// Writes `@Generable` Swift declarations for the object schemas within one root schema.
///
/// Every `$defs` definition gets one Swift name up front. Definitions that are objects become
/// `@Generable struct`s and definitions that are string enums whose values are all
/// identifiers become `@Generable enum`s; both are nested once, inside the root type, after its
/// own members. Any other definition (a scalar, or an enum with values such as `"a hedge"`) is
/// written out at each place that refers to it, as a property with guides.
struct SwiftTypeWriter {
  /// The schema `$ref`s are resolved in.
  let root: Schema
  /// Swift type names of the definitions that are declared as types, by definition name.
  let definitionNames: [String: String]
  /// The `$ref`s being written out in place, outermost first: one met again is a cycle,
  /// written as `GeneratedContent` with a comment instead of being followed forever.
  var expanding: [String] = []

  init(root: Schema) {
    self.root = root
    var names: [String: String] = [:]
    var used: Set<String> = []
    for definition in root.definitions
    where Self.isObject(definition.schema) || Self.enumCases(of: definition.schema) != nil {
      let base = SwiftNames.typeName(for: definition.name)
      names[definition.name] = SwiftNames.unique(base, in: &used)
    }
    self.definitionNames = names
  }

  /// The root declaration: the root schema as a type named `name`, holding every declared
  /// definition. A root that is not an object becomes a struct with one property, `value`.
  func rootDeclaration(named name: String) -> [String] {
    var nested: [[String]] = []
    for definition in root.definitions {
      guard let swiftName = definitionNames[definition.name] else { continue }
      nested.append(declaration(of: definition.schema, named: swiftName))
    }
    if let cases = Self.enumCases(of: root), nested.isEmpty {
      return enumDeclaration(cases: cases, named: name, description: root.description)
    }
    var body = root
    if !Self.isObject(root) {
      body = Schema(
        json: JSONObject([
          ("type", "object"), ("properties", ["value": .object(root.json)]),
          ("required", ["value"]),
        ]))
    }
    return structDeclaration(of: body, named: name, description: root.description, extra: nested)
  }

  /// A nested declaration: a struct for an object, an enum for an identifier-only string enum.
  func declaration(of schema: Schema, named name: String) -> [String] {
    if let cases = Self.enumCases(of: schema) {
      return enumDeclaration(cases: cases, named: name, description: schema.description)
    }
    return structDeclaration(of: schema, named: name, description: schema.description, extra: [])
  }

  /// `@Generable struct Name { … }`: the properties in order, then nested types, then `extra`.
  func structDeclaration(
    of schema: Schema, named name: String, description: String?, extra: [[String]]
  ) -> [String] {
    var used = Set(definitionNames.values).union([name])
    var nested: [[String]] = []
    var members: [[String]] = []
    // Names that are already identifiers keep them; rebuilt names yield on a clash.
    var propertyNames = Set(
      schema.properties.map(\.name).filter(SwiftNames.isIdentifier).map(SwiftNames.quoted))
    for (jsonName, property) in schema.properties {
      var lines: [String] = []
      var (swiftName, renamed) = SwiftNames.propertyName(for: jsonName)
      if renamed { swiftName = SwiftNames.unique(swiftName, in: &propertyNames) }
      var plan = self.plan(for: property, suggestedName: jsonName, used: &used, nested: &nested)
      if !schema.isRequired(jsonName) { plan.isOptional = true }
      if renamed {
        lines.append("// The schema names this property \(SwiftLiteral.string(jsonName)).")
      }
      lines += plan.notes.map { "// " + SwiftLiteral.commentText($0) }
      if let attribute = plan.guideAttribute { lines.append(attribute) }
      lines.append("var \(swiftName): \(plan.swiftType)")
      members.append(lines)
    }
    // A member with an attribute or a comment gets a blank line on each side; plain
    // one-line properties stay together, as people write them.
    var body: [String] = []
    for (index, member) in members.enumerated() {
      if index > 0, member.count > 1 || members[index - 1].count > 1 { body.append("") }
      body += member
    }
    for declaration in nested + extra {
      if !body.isEmpty { body.append("") }
      body += declaration
    }
    return [Self.generableAttribute(description), "struct \(name) {"] + Self.indented(body) + ["}"]
  }

  /// `@Generable enum Name { case a … }`.
  func enumDeclaration(cases: [String], named name: String, description: String?) -> [String] {
    let body = cases.map { "case \(SwiftNames.quoted($0))" }
    return [Self.generableAttribute(description), "enum \(name) {"] + Self.indented(body) + ["}"]
  }

  /// `@Generable`, with `(description: "…")` when there is one.
  static func generableAttribute(_ description: String?) -> String {
    guard let description, !description.isEmpty else { return "@Generable" }
    return "@Generable(description: \(SwiftLiteral.string(description)))"
  }

  /// Lines shifted right by one level of four spaces; empty lines stay empty.
  static func indented(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? "" : "    " + $0 }
  }

  /// Whether a schema describes an object (by `type`, or by having `properties`).
  static func isObject(_ schema: Schema) -> Bool {
    schema.type == "object" || (schema.type == nil && schema.json["properties"] != nil)
  }

  /// The cases of a string enum whose values can all be Swift case names, else `nil`.
  static func enumCases(of schema: Schema) -> [String]? {
    guard schema.type == "string" || schema.type == nil, let values = schema.enumValues,
      !values.isEmpty
    else { return nil }
    let strings = values.compactMap(\.stringValue)
    guard strings.count == values.count, Set(strings).count == strings.count,
      strings.allSatisfy(SwiftNames.isIdentifier)
    else { return nil }
    return strings
  }
}
