import HTMLText

/// Build-time syntax highlighting for code blocks and JSON in transcripts.
///
/// `Highlighter.html(_:as:)` returns the code's text HTML-escaped, with its tokens wrapped in
/// `<span class="hl-…">` (no `<pre>` or `<code>`: the caller writes those). The output's text,
/// once tags are stripped and entities decoded, is exactly the input, whatever the input
/// (unterminated strings and comments included). Each language is read in one pass over the
/// UTF-8 bytes, without regular expressions.
///
/// The classes, and the colour the bundled theme (`templates/assets/style.css`) gives each,
/// light / dark; a theme may style the unstyled ones too:
///
/// | Class          | What                                         | Bundled theme            |
/// |----------------|----------------------------------------------|--------------------------|
/// | `hl-keyword`   | keywords, `#if`, shell `then`/`do`           | magenta / pink           |
/// | `hl-string`    | string literals                              | green / light green      |
/// | `hl-escape`    | escapes in strings (`\n`)                    | unstyled                 |
/// | `hl-interp`    | `\(` and `)` around a Swift interpolation    | brown / amber            |
/// | `hl-number`    | numbers                                      | brown / amber            |
/// | `hl-comment`   | comments                                     | grey, italic             |
/// | `hl-doc`       | Swift doc comments                           | unstyled                 |
/// | `hl-type`      | capitalised Swift names                      | purple / lavender        |
/// | `hl-attribute` | `@Generable`, `@Guide`                       | orange / light orange    |
/// | `hl-function`  | a Swift name before `(`                      | unstyled                 |
/// | `hl-key`       | JSON object keys                             | blue / sky blue          |
/// | `hl-literal`   | `true`, `false`, `nil`, `null`               | as keywords              |
/// | `hl-variable`  | shell `$X`, `${X}`; Swift `$0`               | brown / amber            |
/// | `hl-option`    | `--flag`, `-f`                               | as keys                  |
/// | `hl-prompt`    | `$ `, `callsite> `, `> `                     | grey                     |
/// | `hl-command`   | shell command word, REPL `:command`          | as keywords              |
/// | `hl-output`    | REPL output lines                            | dark grey / light grey   |
///
/// Plain text (names, operators, white space) and punctuation (JSON `{}[]:,`, shell `|`, `&&`,
/// `;`, `>`) carry no span and take the block's colour.
/// Prompts are meant to get `user-select: none`, so that copying a command leaves them out.
public enum Highlighter {
  /// The tokens of `code` read as `language`; concatenated, their texts are `code` exactly.
  public static func tokens(_ code: String, as language: Language) -> [Token] {
    var tokens: [Token] = []
    var index = code.utf8.startIndex
    var offset = 0
    for span in spans(code, as: language) {
      let start = code.utf8.index(index, offsetBy: span.start - offset)
      let end = code.utf8.index(start, offsetBy: span.end - span.start)
      tokens.append(Token(kind: span.kind, text: code[start..<end]))
      index = end
      offset = span.end
    }
    return tokens
  }

  /// `code` as HTML: escaped, its tokens wrapped in `<span class="hl-…">`.
  public static func html(_ code: String, as language: Language) -> String {
    var code = code
    code.makeContiguousUTF8()
    let spans = spans(code, as: language)
    var html: [UInt8] = []
    code.withUTF8 { bytes in
      html.reserveCapacity(bytes.count * 2 + spans.count * 8)
      for span in spans {
        let tag = openingTags[kinds.firstIndex(of: span.kind)!]
        html.append(contentsOf: tag)
        for i in span.start..<span.end { String.appendHTMLTextEscaped(bytes[i], to: &html) }
        if !tag.isEmpty { html.append(contentsOf: closingTag) }
      }
    }
    return String(decoding: html, as: UTF8.self)
  }

  /// `<span class="hl-…">` for every kind but plain (empty), in the order of `kinds`.
  private static let kinds = TokenKind.allCases
  private static let openingTags: [[UInt8]] = kinds.map { kind in
    kind.cssClass.map { Array("<span class=\"\($0)\">".utf8) } ?? []
  }
  private static let closingTag = Array("</span>".utf8)

  /// `code` highlighted in the language that `infoString` names, or only escaped when the
  /// language is unknown.
  public static func html(_ code: String, infoString: String) -> String {
    guard let language = Language(infoString: infoString) else { return code.htmlTextEscaped }
    return html(code, as: language)
  }

  static func spans(_ code: String, as language: Language) -> [ByteScanner.Span] {
    switch language {
    case .swift: SwiftLexer.spans(of: code)
    case .json: JSONLexer.spans(of: code)
    case .shell: ShellLexer.spans(of: code)
    case .repl: REPLLexer.spans(of: code)
    }
  }
}

/// `code` as highlighted HTML: the same as `Highlighter.html(code, as: language)`.
public func highlight(_ code: String, as language: Language) -> String {
  Highlighter.html(code, as: language)
}
