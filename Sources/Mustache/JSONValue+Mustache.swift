import CallsiteCore

extension JSONValue {
  /// Whether a section over this value renders: `false`, `null` and `[]` do not; everything
  /// else does, the empty string and zero included, as the specification says.
  var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let b): return b
    case .array(let a): return !a.isEmpty
    default: return true
    }
  }

  /// The text a variable tag prints, or `nil` for arrays and objects, which have none.
  var mustacheText: String? {
    switch self {
    case .null: return ""
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n.text
    case .string(let s): return s
    case .array, .object: return nil
    }
  }
}
