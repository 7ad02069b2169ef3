import CallsiteCore

/// "Lossless", as the transcript readers promise it: two JSON values are the same when they
/// have the same structure, the same strings, and every number has the same literal text
/// (`0.70` is not `0.7`, `1.5E0` is not `1.5`). Object key order and how strings are escaped
/// (`\u00fc` or `ü`, `\/` or `/`) may differ.
///
/// `JSONValue`'s own `==` is looser on purpose (it compares numbers by value), so these tests
/// use this comparison instead.
enum LosslessJSON {
  /// Where `written` differs from `original`, one line per difference, as JSON pointers.
  static func differences(_ original: JSONValue, _ written: JSONValue, at pointer: String = "")
    -> [String]
  {
    switch (original, written) {
    case (.null, .null):
      return []
    case (.bool(let a), .bool(let b)):
      return a == b ? [] : ["\(show(pointer)): \(a) became \(b)"]
    case (.number(let a), .number(let b)):
      return a.text == b.text ? [] : ["\(show(pointer)): number \(a.text) became \(b.text)"]
    case (.string(let a), .string(let b)):
      return a == b ? [] : ["\(show(pointer)): string \(quote(a)) became \(quote(b))"]
    case (.array(let a), .array(let b)):
      var out: [String] = []
      if a.count != b.count { out.append("\(show(pointer)): \(a.count) items became \(b.count)") }
      for i in 0..<min(a.count, b.count) {
        out += differences(a[i], b[i], at: JSONPointer.appending(pointer, i))
      }
      return out
    case (.object(let a), .object(let b)):
      var out: [String] = []
      for m in a {
        let p = JSONPointer.appending(pointer, m.key)
        if let other = b[m.key] {
          out += differences(m.value, other, at: p)
        } else {
          out.append("\(show(p)): missing after writing")
        }
      }
      for key in b.keys where a[key] == nil {
        out.append("\(show(JSONPointer.appending(pointer, key))): added by writing")
      }
      return out
    default:
      return ["\(show(pointer)): \(original.typeName) became \(written.typeName)"]
    }
  }

  /// The differences between a transcript file and what Callsite writes after reading it.
  static func roundTripDifferences(_ text: String) throws -> [String] {
    let original = try JSONValue.parse(text)
    let written = try JSONValue.parse(try Transcript(jsonText: text).jsonText)
    return differences(original, written)
  }

  private static func show(_ pointer: String) -> String { pointer.isEmpty ? "(root)" : pointer }
  private static func quote(_ s: String) -> String { JSONValue.string(s).compactText }
}
