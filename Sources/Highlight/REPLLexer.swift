/// Splits a transcript of a `repl` session into tokens, line by line.
///
/// The rules, kept simple on purpose:
/// - a line starting with `#` is a comment;
/// - a line starting with the prompt `callsite>` or `>` (followed by a space or the end of the
///   line) is input: the prompt (with its space) is `prompt`; if the input starts with
///   `:word`, that word is the `command` and the rest are its arguments: `--options` and `-o`
///   are options, and the rest is read as JSON (strings, keys, numbers, `true`/`false`/`null`,
///   punctuation; bare words plain); input without a `:` is a message to the model, plain;
/// - a blank line is plain; any other line is `output`.
/// Line feeds are always plain, so every span stays on one line.
struct REPLLexer {
  var scanner: ByteScanner

  /// The tokens of `code`.
  static func spans(of code: String) -> [ByteScanner.Span] {
    var lexer = REPLLexer(scanner: ByteScanner(code))
    while !lexer.scanner.isAtEnd { lexer.lexLine() }
    return lexer.scanner.finish()
  }

  /// Reads one line and its line feed.
  mutating func lexLine() {
    let start = scanner.position
    if scanner.peek() == .ascii("#") {
      scanner.advanceToEndOfLine()
      scanner.emit(.comment, from: start)
    } else if let promptLength = promptLength() {
      scanner.position += promptLength
      scanner.emit(.prompt, from: start)
      lexInput()
    } else {
      scanner.advance(while: \.isInlineSpace)
      let isBlank = scanner.isAtEnd || scanner.peek() == 0x0A
      scanner.advanceToEndOfLine()
      scanner.emit(isBlank ? .plain : .output, from: start)
    }
    if !scanner.isAtEnd {
      let lineFeed = scanner.position
      scanner.position += 1
      scanner.emit(.plain, from: lineFeed)
    }
  }

  /// The length of the prompt at the current position (its space included), if there is one.
  private func promptLength() -> Int? {
    for prompt: StaticString in ["callsite>", ">"] where scanner.looksAt(prompt) {
      let length = prompt.utf8CodeUnitCount
      switch scanner.peek(length) {
      case .ascii(" "): return length + 1
      case nil, 0x0A: return length
      default: continue
      }
    }
    return nil
  }

  /// The input after a prompt, up to the end of the line.
  private mutating func lexInput() {
    let start = scanner.position
    scanner.advance(while: \.isInlineSpace)
    scanner.emit(.plain, from: start)
    guard scanner.peek() == .ascii(":"), scanner.peek(1)?.isIdentifierStart == true else {
      let messageStart = scanner.position
      scanner.advanceToEndOfLine()
      scanner.emit(.plain, from: messageStart)
      return
    }
    let commandStart = scanner.position
    scanner.position += 1
    scanner.advance(while: { $0.isIdentifierContinue || $0 == .ascii("-") })
    scanner.emit(.command, from: commandStart)
    lexArguments()
  }

  /// A command's arguments: options, then JSON-like tokens, to the end of the line.
  private mutating func lexArguments() {
    while let byte = scanner.peek(), byte != 0x0A {
      let start = scanner.position
      let previous = scanner.bytes[start - 1]
      if byte == .ascii("-"), previous.isInlineSpace,
        let next = scanner.peek(1), next == .ascii("-") || next.isLetter
      {
        scanner.advance(while: { !$0.isSpace && $0 != .ascii("=") && $0 != .ascii("\"") })
        scanner.emit(.option, from: start)
      } else if byte.isInlineSpace {
        scanner.advance(while: \.isInlineSpace)
        scanner.emit(.plain, from: start)
      } else {
        scanner.lexJSONToken()
      }
    }
  }
}
