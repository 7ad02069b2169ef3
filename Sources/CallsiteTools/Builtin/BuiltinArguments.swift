import CallsiteCore

/// Lenient readers for the arguments of built-in tools, so an author who renames a property
/// in the tool file still gets a working tool.
enum BuiltinArguments {
  /// The string member `key`, else the first string member.
  static func string(_ arguments: JSONValue, _ key: String) -> String? {
    if let s = arguments[key]?.stringValue { return s }
    return arguments.objectValue?.members.lazy.compactMap(\.value.stringValue).first
  }

  /// The number member `key` (a numeric string is accepted too).
  static func number(_ arguments: JSONValue, _ key: String) -> Double? {
    guard let value = arguments[key] else { return nil }
    if let d = value.doubleValue { return d }
    return value.stringValue.flatMap(Double.init)
  }
}
