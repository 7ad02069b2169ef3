extension MCPToolAnnotations {
  /// The annotations in words, as `repl`'s tool table and a tool's page show them:
  /// `read-only`, `idempotent`, `closed world`; a destructive tool says that it asks.
  public var words: [String] {
    var words: [String] = []
    if let title { words.append("title \"\(title)\"") }
    if readOnlyHint == true { words.append("read-only") }
    if isDestructive {
      words.append(
        destructiveHint == true
          ? "destructive: asks before each call"
          : "may be destructive (not marked read-only): asks before each call")
    }
    if idempotentHint == true { words.append("idempotent") }
    if let openWorldHint { words.append(openWorldHint ? "open world" : "closed world") }
    return words
  }
}
