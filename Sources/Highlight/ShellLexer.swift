/// Splits shell commands into tokens in one pass over their UTF-8 bytes.
///
/// Recognises a `$ ` prompt at the start of a line, `#` comments (at the start of a word),
/// single- and double-quoted strings (variables inside double quotes stay variables),
/// variables (`$HOME`, `${NAME}`, `$1`, `$?`), backslash escapes, operators (`|`, `&&`, `;`,
/// `>`, parentheses), a few keywords (`if`, `then`, `for`, `do`, …), options (`--flag`,
/// `-f`), and the command word: the first word of a command, after a line start, an operator
/// or a keyword such as `then`. An assignment (`NAME=value`) before the command word has its
/// name highlighted as a variable. Unterminated strings run to the end of the input. Not
/// understood, and read as commands: here-documents, `case` patterns, arithmetic `$((…))`.
struct ShellLexer {
  /// Keywords after which a command word follows.
  static let keywordsBeforeCommand: Set<String> = [
    "if", "then", "else", "elif", "fi", "while", "until", "do", "done", "esac", "!", "{", "}",
  ]
  /// Keywords after which a name, not a command, follows.
  static let keywordsBeforeName: Set<String> = ["for", "case", "function", "select"]

  var scanner: ByteScanner
  /// Whether the next word is in command position.
  var expectsCommand = true

  /// The tokens of `code`.
  static func spans(of code: String) -> [ByteScanner.Span] {
    var lexer = ShellLexer(scanner: ByteScanner(code))
    lexer.lex()
    return lexer.scanner.finish()
  }

  mutating func lex() {
    var atLineStart = true
    while let byte = scanner.peek() {
      let start = scanner.position
      if atLineStart, byte == .ascii("$"), scanner.peek(1) == .ascii(" ") {
        scanner.position += 2
        scanner.emit(.prompt, from: start)
        atLineStart = false
        continue
      }
      atLineStart = false
      switch byte {
      case 0x0A:
        scanner.position += 1
        scanner.emit(.plain, from: start)
        atLineStart = true
        expectsCommand = true
      case _ where byte.isInlineSpace:
        scanner.advance(while: \.isInlineSpace)
        scanner.emit(.plain, from: start)
      case .ascii("#") where isAtWordBoundary:
        scanner.advanceToEndOfLine()
        scanner.emit(.comment, from: start)
      case .ascii("'"):
        scanner.position += 1
        scanner.advance(while: { $0 != .ascii("'") })
        if !scanner.isAtEnd { scanner.position += 1 }
        scanner.emit(.string, from: start)
        expectsCommand = false
      case .ascii("\""):
        lexDoubleQuoted()
        expectsCommand = false
      case .ascii("$"):
        lexDollar()
      case .ascii("\\"):
        scanner.position += 1
        if !scanner.isAtEnd { scanner.advanceScalar() }
        scanner.emit(.plain, from: start)
      case .ascii("|"), .ascii("&"), .ascii(";"), .ascii("("), .ascii(")"), .ascii("`"):
        scanner.advance(while: Self.isCommandSeparator)
        scanner.emit(.punct, from: start)
        expectsCommand = true
      case .ascii("<"), .ascii(">"):
        scanner.advance(while: { $0 == .ascii("<") || $0 == .ascii(">") })
        scanner.emit(.punct, from: start)
      default:
        lexWord()
      }
    }
  }

  /// Whether a `#` here starts a comment: at the input's start or after white space or an
  /// operator.
  private var isAtWordBoundary: Bool {
    guard scanner.position > 0 else { return true }
    let previous = scanner.bytes[scanner.position - 1]
    return previous.isSpace || Self.isCommandSeparator(previous)
  }

  /// `|`, `&`, `;`, parentheses and backquotes: bytes after which a command word follows.
  static func isCommandSeparator(_ byte: UInt8) -> Bool {
    byte == .ascii("|") || byte == .ascii("&") || byte == .ascii(";") || byte == .ascii("(")
      || byte == .ascii(")") || byte == .ascii("`")
  }

  /// Whether `byte` ends an unquoted word.
  static func endsWord(_ byte: UInt8) -> Bool {
    byte.isSpace || isCommandSeparator(byte) || byte == .ascii("'") || byte == .ascii("\"")
      || byte == .ascii("$") || byte == .ascii("\\") || byte == .ascii("<") || byte == .ascii(">")
  }
}
