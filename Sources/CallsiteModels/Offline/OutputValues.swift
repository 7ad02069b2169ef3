import CallsiteCore

/// Values found in earlier tool outputs, looked up by key: how a forecast tool's
/// `latitude` is filled from a geocoder's `{"latitude": 35.78, …}`.
///
/// Outputs are searched newest first. Within one output, keys of the top-level object and
/// of nested objects count, keys inside arrays do not (a list of results is not one thing).
/// Text outputs count when they are JSON, or through lines of the form `key: value`.
struct OutputValues: Sendable {
  /// The outputs of the current turn as JSON, oldest first.
  let outputs: [JSONValue]

  init(_ outputs: [JSONValue]) { self.outputs = outputs }

  /// A text output as JSON: parsed when it is JSON, else its `key: value` lines.
  static func value(ofText text: String) -> JSONValue {
    if let parsed = try? JSONValue.parse(text) { return parsed }
    var object = JSONObject()
    for line in text.split(whereSeparator: \.isNewline) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = String(line[..<colon]).trimmingWhitespace
      let value = String(line[line.index(after: colon)...]).trimmingWhitespace
      guard !key.isEmpty, !value.isEmpty, object[key] == nil else { continue }
      object[key] = Double(value).map { .double($0) } ?? .string(value)
    }
    return .object(object)
  }

  /// Whether an output key names the same thing as a property: equal once lower-cased
  /// without punctuation, or one is a prefix of the other of at least three letters
  /// (`lat` and `latitude`).
  static func sameName(_ key: String, _ property: String) -> Bool {
    let a = squash(key)
    let b = squash(property)
    guard !a.isEmpty, !b.isEmpty else { return false }
    if a == b { return true }
    return (a.count >= 3 && b.hasPrefix(a)) || (b.count >= 3 && a.hasPrefix(b))
  }

  private static func squash(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The newest number under a key like `property`.
  func number(for property: String) -> JSONNumber? {
    first(for: property) { $0.numberValue }
  }

  private func first<T>(for property: String, _ pick: (JSONValue) -> T?) -> T? {
    for output in outputs.reversed() {
      if let found = search(output, property, pick, depth: 0) { return found }
    }
    return nil
  }

  private func search<T>(
    _ value: JSONValue, _ property: String, _ pick: (JSONValue) -> T?, depth: Int
  ) -> T? {
    guard depth < 6, let object = value.objectValue else { return nil }
    for member in object where Self.sameName(member.key, property) {
      if let found = pick(member.value) { return found }
    }
    for member in object {
      if let found = search(member.value, property, pick, depth: depth + 1) { return found }
    }
    return nil
  }
}
