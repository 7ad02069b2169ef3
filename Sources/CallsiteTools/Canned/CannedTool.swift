import CallsiteCore

/// A `reply` or `replies` tool: answers from the tool file instead of running code.
struct CannedTool: Tool {
  let definition: ToolDefinition
  /// Checked in order; the first whose `when` the arguments contain gives the output.
  let rules: [ReplyRule]
  /// The output when no rule matches; without one, an unmatched call is an error.
  let fallback: JSONValue?

  func call(arguments: JSONValue) async throws -> ToolOutput {
    if let rule = rules.first(where: { $0.matches(arguments) }) {
      if let failure = rule.failure { throw ToolFailure(message: failure) }
      return Self.output(rule.output)
    }
    guard let fallback else {
      throw NoMatchingReplyError(tool: definition.name, arguments: arguments.compactText)
    }
    return Self.output(fallback)
  }

  /// A string is text; anything else is a structure.
  static func output(_ value: JSONValue) -> ToolOutput {
    if let text = value.stringValue { return .text(text) }
    return .structure(value)
  }
}
