public import CallsiteCore
import Foundation

/// One entry of a `replies` tool: when the arguments contain `when`, answer `output`, or
/// fail with `failure` (`{"when": {…}, "fail": "…"}`), so one tool can show a model both a
/// result and an error.
public struct ReplyRule: Sendable, Equatable {
  /// Partial arguments: every member given must be present with an equal value.
  public var when: JSONValue
  /// The output for matching arguments (unused when `failure` is set).
  public var output: JSONValue
  /// The error message a matching call fails with, if the case fails.
  public var failure: String?

  public init(when: JSONValue, output: JSONValue) {
    self.when = when
    self.output = output
    self.failure = nil
  }

  /// A case that fails with `message`.
  public init(when: JSONValue, failure message: String) {
    self.when = when
    self.output = .null
    self.failure = message
  }

  /// The case as the tool file writes it.
  public var json: JSONValue {
    if let failure { return ["when": when, "fail": .string(failure)] }
    return ["when": when, "output": output]
  }

  /// Whether `arguments` contain everything `when` asks for (objects match partially,
  /// strings ignore case, other values must be equal).
  public func matches(_ arguments: JSONValue) -> Bool {
    ReplyRule.contains(arguments, when)
  }

  static func contains(_ value: JSONValue, _ pattern: JSONValue) -> Bool {
    switch (value, pattern) {
    case (.object(let v), .object(let p)):
      return p.allSatisfy { member in
        guard let inner = v[member.key] else { return false }
        return contains(inner, member.value)
      }
    case (.string(let v), .string(let p)):
      return v.compare(p, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    default:
      return value == pattern
    }
  }
}
