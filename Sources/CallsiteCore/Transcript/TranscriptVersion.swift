/// How a transcript file's `version` member compares with the versions Callsite knows.
///
/// FoundationModels 26 and Apple's Python SDK write the number `1`; FoundationModels 27 writes
/// the string `"1.1"`. Either spelling of a version is accepted. A later version (`2`, `"1.2"`)
/// is read with a warning; a missing one, or one below 1, is refused.
enum TranscriptVersion: Equatable {
  /// 1 or 1.1.
  case known
  /// Above 1.1; the associated text is the version as written, for messages.
  case newer(String)
  /// Missing, malformed or below 1; the text is the version as written, for messages.
  case unsupported(String)

  init(_ value: JSONValue) {
    let shown = value.isNull ? "(none)" : value.compactText
    let text: String
    switch value {
    case .number(let n): text = n.text
    case .string(let s): text = s
    default:
      self = .unsupported(shown)
      return
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && !$0.hasPrefix("-") })
    else {
      self = .unsupported(shown)
      return
    }
    let major = numbers[0]
    let minor = numbers.count > 1 ? numbers[1] : 0
    let patch = numbers.count > 2 ? numbers[2] : 0
    if major < 1 {
      self = .unsupported(shown)
    } else if major == 1 && (minor == 0 || minor == 1) && patch == 0 {
      self = .known
    } else {
      self = .newer(shown)
    }
  }
}
