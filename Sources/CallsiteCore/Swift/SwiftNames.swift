/// Turns JSON names into Swift identifiers and type names.
///
/// Names that are already identifiers are kept; Swift keywords get backticks; anything else is
/// rebuilt in camel case from its letters and digits (`first-name` → `firstName`, `2fa` →
/// `_2fa`), and the caller notes the original in a comment.
enum SwiftNames {
  /// Words that cannot name a property or enum case without backticks. Backticks around a
  /// contextual keyword are harmless, so the list errs on the side of quoting.
  static let keywords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "actor", "as", "associatedtype", "async", "await",
    "borrowing", "break", "case", "catch", "class", "consume", "consuming", "continue", "copy",
    "default", "defer", "deinit", "do", "each", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "macro", "nil", "nonisolated", "open", "operator", "package",
    "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
    "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]

  /// Type names that would hide a standard or FoundationModels type the output refers to.
  static let reservedTypeNames: Set<String> = [
    "Any", "Array", "Bool", "Character", "Decimal", "Dictionary", "Double", "Error", "Float",
    "GeneratedContent", "Generable", "GenerationGuide", "Int", "Never", "Optional", "Protocol",
    "Result", "Self", "Set", "String", "Tool", "Type",
  ]

  /// Whether `text` is a plain Swift identifier (keywords count as identifiers here).
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, text != "_" else { return false }
    guard first == "_" || first.properties.isXIDStart else { return false }
    return text.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
  }

  /// `name` ready to declare a property or case: backticked when it is a keyword.
  static func quoted(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// A lower-camel-case identifier for a JSON property name, and whether it differs from it.
  static func propertyName(for json: String) -> (name: String, renamed: Bool) {
    if isIdentifier(json) { return (quoted(json), false) }
    var name = camelCase(json)
    if name.isEmpty { name = "value" }
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" {
      name = "_" + name
    }
    return (quoted(name), true)
  }

  /// An upper-camel-case type name for `text`, kept clear of the names the output relies on.
  static func typeName(for text: String) -> String {
    var name = isIdentifier(text) ? text : camelCase(text)
    if name.isEmpty { name = "Value" }
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart {
      name = "T" + name
    }
    name = name.prefix(1).uppercased() + name.dropFirst()
    if reservedTypeNames.contains(name) || keywords.contains(name) { name += "Value" }
    return name
  }

  /// A naive English singular for naming an array's element type (`cats` → `Cat`).
  static func singular(_ word: String) -> String {
    let lower = word.lowercased()
    if lower.hasSuffix("ies"), word.count > 3 { return word.dropLast(3) + "y" }
    for ending in ["sses", "shes", "ches", "xes"] where lower.hasSuffix(ending) {
      return String(word.dropLast(2))
    }
    if lower.hasSuffix("s"), !lower.hasSuffix("ss"), word.count > 1 {
      return String(word.dropLast())
    }
    return word
  }

  /// `name` itself when unused, else `name2`, `name3`, … ; the result is added to `used`.
  static func unique(_ name: String, in used: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while used.contains(candidate) {
      candidate = "\(name)\(number)"
      number += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// The words of `text` (split at characters that cannot continue an identifier), joined in
  /// camel case; the first word keeps its case.
  private static func camelCase(_ text: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.isXIDContinue {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard let head = words.first else { return "" }
    return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
