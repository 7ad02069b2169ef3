/// A number of tokens and how it was found, labelled for a reader.
public struct TokenTally: Sendable, Equatable, CustomStringConvertible {
  /// How the count was found.
  public enum Method: String, Sendable, Equatable {
    /// By the model's own tokenizer, through the server.
    case modelTokenizer
    /// By the rule bytes ÷ 4 (rounded up).
    case estimate
  }

  /// The tokens.
  public var count: Int
  /// How they were counted.
  public var method: Method

  public init(count: Int, method: Method) {
    self.count = count
    self.method = method
  }

  /// The rule for estimates: UTF-8 bytes ÷ 4, rounded up.
  public static func estimate(_ text: String) -> Int { (text.utf8.count + 3) / 4 }

  /// `counted by the model's tokenizer` or `estimated (bytes ÷ 4)`.
  public var label: String {
    switch method {
    case .modelTokenizer: return "counted by the model's tokenizer"
    case .estimate: return "estimated (bytes ÷ 4)"
    }
  }

  /// `12 tokens (counted by the model's tokenizer)`.
  public var description: String { "\(count) token\(count == 1 ? "" : "s") (\(label))" }
}
