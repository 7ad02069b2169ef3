import CallsiteCore

extension Renderer {
  /// The value a name stands for: the first key is looked up from the innermost context out,
  /// the others only inside what the first found (so `a.b` never falls back to an outer `b`).
  func resolve(_ path: Path) -> JSONValue? {
    guard let first = path.keys.first else { return stack.last }
    var found: JSONValue?
    for context in stack.reversed() {
      if case .object(let object) = context, let value = object[first] {
        found = value
        break
      }
    }
    guard var current = found else { return nil }
    for key in path.keys.dropFirst() {
      guard case .object(let object) = current, let value = object[key] else { return nil }
      current = value
    }
    return current
  }

  /// The strict-mode error for a name the data lacks, saying which key was not found.
  func missing(_ path: Path, at location: Location, in template: String) -> TemplateError {
    var message = "no value for '\(path.text)' in the data"
    if path.keys.count > 1, var current = resolve(Path(path.keys[0])!) {
      for (i, key) in path.keys.enumerated().dropFirst() {
        guard case .object(let object) = current, let value = object[key] else {
          let prefix = path.keys[..<i].joined(separator: ".")
          message += ": '\(prefix)' is \(describe(current)) without a key '\(key)'"
          break
        }
        current = value
      }
    }
    message += "; provide it, or fix the name"
    return TemplateError(
      .missingVariable, template: template, line: location.line, column: location.column,
      message: message)
  }

  private func describe(_ value: JSONValue) -> String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .null: return "null"
    default: return "a \(value.typeName)"
    }
  }
}
