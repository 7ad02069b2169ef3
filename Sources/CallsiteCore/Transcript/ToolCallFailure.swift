/// A tool call that failed, however the transcript records it: the one rule the site, `repl`
/// and the wire exports use to decide that a call failed.
///
/// A call failed when either
/// 1. Callsite recorded it in `callsite.failures` (the call is not an entry, as in
///    FoundationModels, or, with `--on-tool-error=report`, it also has a tool output entry
///    carrying the error text the model saw); the message is the record's `error`; or
/// 2. its tool output entry's text (all of its segments text, joined) begins with exactly
///    `Tool error: ` or `Callback error: `. Apple's Python SDK never lets a tool throw to the
///    framework: an exception in a tool becomes the output `Tool error: <message>`, and a
///    failure in the SDK's callback around the tool becomes `Callback error: <message>`, and the
///    model sees that text (`apple_fm_sdk/tool.py`). The message is the text after the prefix.
///    The entry stays a tool output entry in the file.
///
/// A call that matches both is one failure, from the record.
public struct ToolCallFailure: Sendable, Equatable {
  /// Which rule found the failure.
  public enum Source: Sendable, Equatable {
    /// A record in `callsite.failures`.
    case callsiteRecord
    /// A tool output beginning `Tool error: ` (Python SDK: the tool raised an exception).
    case toolError
    /// A tool output beginning `Callback error: ` (Python SDK: its callback failed).
    case callbackError
  }

  /// The failed call's id.
  public var callID: String
  /// The tool's name.
  public var tool: String
  /// The arguments as the model sent them, when the transcript has them.
  public var arguments: String?
  /// The error message, without any prefix.
  public var message: String
  /// Which rule found it.
  public var source: Source
  /// The id of the tool output entry that carries the error, when there is one.
  public var outputEntryID: String?
  /// The id of the entry after which the failed call belongs (the entry that made the call,
  /// or the record's `after`).
  public var after: String

  public init(
    callID: String, tool: String, arguments: String?, message: String, source: Source,
    outputEntryID: String?, after: String
  ) {
    self.callID = callID
    self.tool = tool
    self.arguments = arguments
    self.message = message
    self.source = source
    self.outputEntryID = outputEntryID
    self.after = after
  }

  /// The Python SDK's prefixes and what each means.
  static let prefixes: [(String, Source)] = [
    ("Tool error: ", .toolError), ("Callback error: ", .callbackError),
  ]

  /// The failure that a tool output's text reports under rule 2, with its message.
  public static func reported(inOutputText text: String) -> (source: Source, message: String)? {
    for (prefix, source) in prefixes where text.hasPrefix(prefix) {
      return (source, String(text.dropFirst(prefix.count)))
    }
    return nil
  }
}
