public import CallsiteCore

/// How a tool file's `run` object says the tool is carried out.
public enum ToolImplementation: Sendable, Equatable {
  /// One of the course's tools (see `BuiltinTools.names`), with its options.
  case builtin(name: String, options: JSONObject)
  /// A program that reads the arguments as JSON on standard input.
  case command(CommandSpec)
  /// Always the same output: a string is text, anything else a structure.
  case reply(JSONValue)
  /// The output of the first rule whose `when` matches the arguments, else `default`.
  case replies([ReplyRule], default: JSONValue?)
  /// Always throws an error with this message.
  case fail(String)
  /// A tool of an MCP server (`MCPServerSpec`), started on first use.
  case mcp(MCPServerSpec)

  /// The `run` kinds a tool file may use, for messages.
  public static let kinds = ["builtin", "command", "reply", "replies", "fail", "mcp"]
}
