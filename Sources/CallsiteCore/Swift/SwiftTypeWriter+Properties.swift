extension SwiftTypeWriter {
  /// The plan for a property (or an array's element) described by `schema`. Inline objects
  /// become nested struct declarations, appended to `nested` under a name unique in `used`.
  func plan(
    for schema: Schema, suggestedName: String, used: inout Set<String>, nested: inout [[String]]
  ) -> SwiftPropertyPlan {
    if let ref = schema.ref {
      return plan(
        forReference: ref, in: schema, suggestedName: suggestedName, used: &used,
        nested: &nested)
    }
    var types =
      schema.json["type"]?.arrayValue?.compactMap(\.stringValue)
      ?? schema.type.map { [$0] } ?? []
    let nullable = types.contains("null")
    types.removeAll { $0 == "null" }
    var result: SwiftPropertyPlan
    switch types.count == 1 ? types[0] : nil {
    case "string": result = stringPlan(schema)
    case "integer": result = numberPlan(schema, integer: true)
    case "number": result = numberPlan(schema, integer: false)
    case "boolean": result = SwiftPropertyPlan(baseType: "Bool")
    case "array":
      result = arrayPlan(schema, suggestedName: suggestedName, used: &used, nested: &nested)
    case "object":
      result = objectPlan(schema, suggestedName: suggestedName, used: &used, nested: &nested)
    default:
      result = untypedPlan(
        schema, types: types, suggestedName: suggestedName, used: &used,
        nested: &nested)
    }
    result.description = schema.description ?? result.description
    if nullable { result.isOptional = true }
    return result
  }

  private func plan(
    forReference ref: String, in schema: Schema, suggestedName: String,
    used: inout Set<String>, nested: inout [[String]]
  ) -> SwiftPropertyPlan {
    let prefix = "#/$defs/"
    let key = ref.hasPrefix(prefix) ? JSONPointer.tokens(of: String(ref.dropFirst())).last : nil
    if let key, let name = definitionNames[key] {
      return SwiftPropertyPlan(baseType: name, description: schema.description)
    }
    if expanding.contains(ref) {
      let loop = (expanding.drop { $0 != ref } + [ref]).joined(separator: " → ")
      return SwiftPropertyPlan(
        baseType: "GeneratedContent", description: schema.description,
        notes: [
          "The schema's $ref \(ref) leads back to itself (\(loop)), so it has no Swift type; "
            + "the schema needs a $defs object in the cycle."
        ])
    }
    guard let key, let target = schema.resolve(ref, in: root) else {
      return SwiftPropertyPlan(
        baseType: "GeneratedContent", description: schema.description,
        notes: ["The schema refers to \(ref), which this page cannot resolve."])
    }
    var inner = self
    inner.expanding.append(ref)
    var result = inner.plan(for: target, suggestedName: key, used: &used, nested: &nested)
    result.description = schema.description ?? result.description
    return result
  }

  private func stringPlan(_ schema: Schema) -> SwiftPropertyPlan {
    var result = SwiftPropertyPlan(baseType: "String")
    if let constant = schema.constValue?.stringValue {
      result.guides.append(".constant(\(SwiftLiteral.string(constant)))")
    } else if let values = schema.enumValues {
      let strings = values.compactMap(\.stringValue)
      if strings.count == 1, values.count == 1 {
        result.guides.append(".constant(\(SwiftLiteral.string(strings[0])))")
      } else if strings.count == values.count, !strings.isEmpty {
        let list = strings.map(SwiftLiteral.string).joined(separator: ", ")
        result.guides.append(".anyOf([\(list)])")
      } else {
        result.notes.append("Allowed values: \(values.map(\.compactText).joined(separator: ", ")).")
      }
    }
    if let pattern = schema.pattern {
      result.notes.append(
        "The schema asks for the pattern \(pattern); add it to @Guide as a Regex.")
    }
    return result
  }

  private func numberPlan(_ schema: Schema, integer: Bool) -> SwiftPropertyPlan {
    var result = SwiftPropertyPlan(baseType: integer ? "Int" : "Double")
    func literal(_ number: JSONNumber, up: Bool) -> String {
      integer ? SwiftLiteral.integer(number, roundingUp: up) : SwiftLiteral.double(number)
    }
    switch (schema.minimum, schema.maximum) {
    case (let low?, let high?):
      result.guides.append(".range(\(literal(low, up: true))...\(literal(high, up: false)))")
    case (let low?, nil): result.guides.append(".minimum(\(literal(low, up: true)))")
    case (nil, let high?): result.guides.append(".maximum(\(literal(high, up: false)))")
    case (nil, nil): break
    }
    if let values = schema.enumValues {
      result.notes.append("Allowed values: \(values.map(\.compactText).joined(separator: ", ")).")
    }
    return result
  }

  private func arrayPlan(
    _ schema: Schema, suggestedName: String, used: inout Set<String>, nested: inout [[String]]
  ) -> SwiftPropertyPlan {
    var element = SwiftPropertyPlan(baseType: "GeneratedContent")
    if let items = schema.items {
      element = plan(
        for: items, suggestedName: SwiftNames.singular(suggestedName), used: &used,
        nested: &nested)
    }
    var result = SwiftPropertyPlan(baseType: "[\(element.swiftType)]")
    result.notes = element.notes
    switch (schema.minItems, schema.maxItems) {
    case (let low?, let high?) where low == high: result.guides.append(".count(\(low))")
    case (let low?, let high?): result.guides.append(".count(\(low)...\(high))")
    case (let low?, nil): result.guides.append(".minimumCount(\(low))")
    case (nil, let high?): result.guides.append(".maximumCount(\(high))")
    case (nil, nil): break
    }
    result.guides += element.guides.map { ".element(\($0))" }
    if let description = element.description, !description.isEmpty {
      result.notes.append("Each element: \(description)")
    }
    return result
  }

  private func objectPlan(
    _ schema: Schema, suggestedName: String, used: inout Set<String>, nested: inout [[String]]
  ) -> SwiftPropertyPlan {
    let base = SwiftNames.typeName(for: schema.title ?? suggestedName)
    let name = SwiftNames.unique(base, in: &used)
    nested.append(structDeclaration(of: schema, named: name, description: nil, extra: []))
    return SwiftPropertyPlan(baseType: name)
  }

  /// A schema without a single `type`: an enum, an object by its properties, or `anyOf`.
  private func untypedPlan(
    _ schema: Schema, types: [String], suggestedName: String, used: inout Set<String>,
    nested: inout [[String]]
  ) -> SwiftPropertyPlan {
    if types.isEmpty, schema.enumValues != nil || schema.constValue?.stringValue != nil {
      return stringPlan(schema)
    }
    if types.isEmpty, Self.isObject(schema) {
      return objectPlan(schema, suggestedName: suggestedName, used: &used, nested: &nested)
    }
    if types.isEmpty, let alternatives = schema.anyOf {
      let strings = alternatives.compactMap { alternative -> [String]? in
        if let constant = alternative.constValue?.stringValue { return [constant] }
        let values = alternative.enumValues?.compactMap(\.stringValue)
        return values?.count == alternative.enumValues?.count ? values : nil
      }
      if !alternatives.isEmpty, strings.count == alternatives.count {
        let values = JSONValue.array(strings.joined().map { .string($0) })
        return stringPlan(Schema(json: JSONObject([("enum", values)])))
      }
      let others = alternatives.filter { $0.type != "null" }
      if others.count == 1, alternatives.count == 2 {
        var result = plan(
          for: others[0], suggestedName: suggestedName, used: &used,
          nested: &nested)
        result.isOptional = true
        return result
      }
    }
    let what = types.isEmpty ? "no single type" : "type \(types.joined(separator: " or "))"
    return SwiftPropertyPlan(
      baseType: "GeneratedContent",
      notes: ["The schema gives \(what) here; write a @Generable type for it."])
  }
}
