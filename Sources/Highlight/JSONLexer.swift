/// Splits JSON into tokens in one pass over its UTF-8 bytes.
///
/// A string followed (after white space) by `:` is a key, any other string a value; numbers,
/// `true`/`false`/`null` and the punctuation `{ } [ ] : ,` have kinds of their own. The lexer
/// is lenient: invalid JSON is still split into tokens, its stray text plain. A string stops
/// at its closing quote, or unterminated at the end of its line.
enum JSONLexer {
  /// The tokens of `code`.
  static func spans(of code: String) -> [ByteScanner.Span] {
    var scanner = ByteScanner(code)
    while !scanner.isAtEnd { scanner.lexJSONToken() }
    return scanner.finish()
  }
}
