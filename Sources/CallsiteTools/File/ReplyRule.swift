public import CallsiteCore
import Foundation

/// One entry of a `replies` tool: when the arguments contain `when`, answer `output`.
public struct ReplyRule: Sendable, Equatable {
  /// Partial arguments: every member given must be present with an equal value.
  public var when: JSONValue
  /// The output for matching arguments.
  public var output: JSONValue

  public init(when: JSONValue, output: JSONValue) {
    self.when = when
    self.output = output
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
