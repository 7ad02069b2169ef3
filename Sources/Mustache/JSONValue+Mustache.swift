import CallsiteCore

extension JSONValue {
  /// Whether a section over this value renders: `false`, `null`, `[]` and the empty string
  /// do not; everything else does, zero and `{}` included.
  ///
  /// The specification leaves falsiness to the host language; JSON has none of its own, so
  /// this is Callsite's rule. The empty string is falsy because a template author writes
  /// `{{#summary}}<p>{{summary}}</p>{{/summary}}` meaning "when there is a summary".
  var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let b): return b
    case .array(let a): return !a.isEmpty
    case .string(let s): return !s.isEmpty
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
