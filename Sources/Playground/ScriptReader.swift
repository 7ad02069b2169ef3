import CallsiteCore

/// Reads a `.repl` script into inputs, each with the line it starts on.
///
/// One command or prompt per line; `#` starts a comment line; a line ending in `\` goes on;
/// a `"""` block may span lines.
public enum ScriptReader {
  /// One input of a script.
  public struct Line: Sendable, Equatable {
    /// The 1-based line where the input starts.
    public var number: Int
    /// The complete input.
    public var text: String
  }

  /// The inputs of a script, or an error at the line of an unclosed block.
  public static func inputs(of text: String) throws(ScriptError) -> [Line] {
    var assembler = InputAssembler()
    var out: [Line] = []
    var start = 1
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (i, raw) in lines.enumerated() {
      var line = String(raw)
      if line.hasSuffix("\r") { line.removeLast() }
      if !assembler.isPending {
        start = i + 1
        let t = line.trimmingWhitespace
        if t.isEmpty || t.hasPrefix("#") { continue }
      }
      if let input = assembler.feed(line) { out.append(Line(number: start, text: input)) }
    }
    if assembler.isPending {
      throw ScriptError(
        line: start,
        error: PlaygroundError(
          "this input does not end: a \"\"\" block or a line ending in \\ runs to the end of the file",
          hint: "close the block with a line holding only \"\"\""))
    }
    return out
  }
}

/// A script that failed: the line and what went wrong.
public struct ScriptError: Error, Sendable, Equatable {
  /// The 1-based line of the failing input.
  public var line: Int
  /// The error.
  public var error: PlaygroundError

  public init(line: Int, error: PlaygroundError) {
    self.line = line
    self.error = error
  }

  /// `FILE:LINE: error: message`.
  public func formatted(path: String) -> String { "\(path):\(line): error: \(error)" }
}
