/// Callsite's one token estimator, used wherever a backend did not report counts.
///
/// The rule, so readers can check it by hand: a text costs one token per four UTF-8 bytes,
/// rounded up, and at least one token when it is not empty; every entry adds four tokens of
/// framing (role markers); a tool definition costs the estimate of its compact JSON; a tool
/// call costs its name plus its arguments text; structured content costs its compact JSON.
/// Counts shown from it are labelled `estimated`.
public enum TokenEstimator {
  /// Tokens of framing per entry.
  public static let entryOverhead = 4

  /// The estimate for a text.
  public static func tokens(in text: String) -> Int {
    let bytes = text.utf8.count
    return bytes == 0 ? 0 : (bytes + 3) / 4
  }

  /// The estimate for a tool definition as the model receives it.
  public static func tokens(in definition: ToolDefinition) -> Int {
    tokens(in: definition.json.compactText)
  }

  /// The estimate for one entry.
  public static func tokens(in entry: Transcript.Entry) -> Int {
    let body: Int
    switch entry {
    case .instructions(let e):
      body =
        e.segments.reduce(0) { $0 + tokens(in: $1.plainText) }
        + e.tools.reduce(0) { $0 + tokens(in: $1) }
    case .prompt(let e):
      body = e.segments.reduce(0) { $0 + tokens(in: $1.plainText) }
    case .toolCalls(let e):
      body = e.calls.reduce(0) { $0 + tokens(in: $1.name) + tokens(in: $1.arguments) }
    case .toolOutput(let e):
      body = e.segments.reduce(0) { $0 + tokens(in: $1.plainText) }
    case .response(let e):
      body = e.segments.reduce(0) { $0 + tokens(in: $1.plainText) }
    case .unknown(let o):
      body = tokens(in: JSONValue.object(o).compactText)
    }
    return body + entryOverhead
  }
}

extension Transcript {
  /// The token count of an entry: the recorded one when there is one, else the estimate.
  public func tokenCount(of entry: Entry) -> TokenCount {
    callsite.tokens[entry.id] ?? TokenCount(TokenEstimator.tokens(in: entry), .estimated)
  }

  /// Running totals: tokens in context up to and including each entry.
  public var cumulativeTokens: [Int] {
    var total = 0
    return entries.map { entry in
      total += tokenCount(of: entry).count
      return total
    }
  }

  /// The context size recorded, or the default.
  public var contextSize: Int { callsite.contextSize ?? Callsite.defaultContextSize }

  /// A hash of the instructions text and the tool definitions, to tell whether a
  /// transcript was captured against the current tools.
  public static func definitionsHash(instructions: String, tools: [ToolDefinition]) -> String {
    let canonical: JSONValue = [
      "instructions": .string(instructions), "tools": .array(tools.map(\.json)),
    ]
    return "sha256:" + SHA256.hex(canonical.serialized(.canonical))
  }

  /// The text of the first instructions entry.
  public var instructionsText: String {
    for case .instructions(let i) in entries {
      return i.segments.map(\.plainText).joined(separator: "\n")
    }
    return ""
  }
}
