/// What becomes of the bytes in a JSON string literal that JSON itself leaves as they are:
/// the hook by which a caller of `JSONValue.appendString(_:to:passing:)` escapes a string's
/// text once more, in the same pass, for wherever the JSON text is going.
///
/// CallsiteCore knows JSON and nothing of the places its text ends up in: SiteKit's pass
/// escapes `&`, `<` and `>` for JSON highlighted on an HTML page; plain JSON passes every
/// byte as it is. Quotes, backslashes and control characters never reach a pass: JSON has
/// escaped them already, and what it wrote for them is ASCII that no pass needs to touch.
public protocol JSONStringPass {
  /// Whether `append` writes `byte` other than as itself; false for most bytes, so that a
  /// string with none of them is appended whole.
  static func changes(_ byte: UInt8) -> Bool

  /// Appends `byte`, one byte of a string's UTF-8 text, changed or as it is.
  static func append(_ byte: UInt8, to out: inout [UInt8])
}
