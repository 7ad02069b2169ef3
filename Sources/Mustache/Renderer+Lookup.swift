import CallsiteCore

extension Renderer {
  /// The value a name stands for: the first key is looked up from the innermost context out,
  /// the others only inside what the first found (so `a.b` never falls back to an outer `b`).
  func resolve(_ path: Path) -> JSONValue? {
    let keys = path.keys
    if keys.isEmpty { return stack.last }
    var found: JSONValue?
    var level = stack.count - 1
    while level >= 0 {
      if case .object(let object) = stack[level], let value = member(keys[0], of: object) {
        found = value
        break
      }
      level -= 1
    }
    guard var current = found else { return nil }
    var k = 1
    while k < keys.count {
      guard case .object(let object) = current, let value = member(keys[k], of: object) else {
        return nil
      }
      current = value
      k += 1
    }
    return current
  }

  /// An object's member by key: a plain index loop, which stays fast in debug builds. Keys
  /// of another length are passed over without comparing them (a name such as `root` is
  /// looked for through every context on the stack, hundreds of times a page); a key matches
  /// only a name of the same bytes, as in other Mustache implementations.
  private func member(_ key: String, of object: JSONObject) -> JSONValue? {
    let members = object.members
    let length = key.utf8.count
    var i = 0
    while i < members.count {
      if members[i].key.utf8.count == length, members[i].key == key { return members[i].value }
      i += 1
    }
    return nil
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
