/// The words the Swift lexer treats specially.
enum SwiftKeywords {
  /// Reserved words and the contextual keywords that are rarely used as names.
  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit",
    "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "fileprivate",
    "final", "for", "func", "guard", "if", "import", "in", "indirect", "infix", "init", "inout",
    "internal", "is", "isolated", "lazy", "let", "macro", "mutating", "nonisolated",
    "nonmutating", "open", "operator", "optional", "override", "package", "postfix",
    "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required",
    "rethrows", "return", "self", "Self", "sending", "some", "static", "struct", "subscript",
    "super", "switch", "throw", "throws", "try", "typealias", "unowned", "var", "weak",
    "where", "while", "willSet",
  ]

  /// Keywords that stay keywords after a dot: `x.self`, `T.Type`, `.init(…)`.
  static let memberKeywords: Set<String> = ["self", "Type", "Protocol", "init"]

  /// Named constants.
  static let literals: Set<String> = ["true", "false", "nil"]
}
