/// A JSON number kept as the text it was written with, so `3` stays `3` and a large integer
/// keeps every digit.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The literal text, as it appears in JSON.
  public let text: String

  /// A number from its JSON literal text; the caller guarantees the text is a valid literal.
  public init(literal text: String) { self.text = text }

  /// An integer.
  public init(_ value: Int) { self.text = String(value) }

  /// A floating-point number; integral values are written without a fraction.
  public init(_ value: Double) {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      self.text = String(Int(value))
    } else if value.isFinite {
      self.text = "\(value)"
    } else {
      self.text = "0"
    }
  }

  /// Whether the literal has no fraction or exponent.
  public var isInteger: Bool {
    !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
  }

  /// The value as a `Double`.
  public var doubleValue: Double { Double(text) ?? 0 }

  /// The value as an `Int`, when it is integral and fits.
  public var intValue: Int? {
    if let i = Int(text) { return i }
    let d = doubleValue
    if d == d.rounded(), abs(d) < 9e15 { return Int(d) }
    return nil
  }

  public var description: String { text }

  /// Numbers are equal when their values are: `1.5` equals `1.50`. Two integer literals
  /// compare digit by digit, so big integers that a `Double` cannot tell apart stay distinct.
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    if lhs.text == rhs.text { return true }
    if lhs.isInteger, rhs.isInteger {
      func normal(_ t: String) -> String { t == "-0" ? "0" : t }
      return normal(lhs.text) == normal(rhs.text)
    }
    return lhs.doubleValue == rhs.doubleValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(doubleValue)
  }
}
