import CallsiteCore
import HTMLText
import Highlight

/// Code blocks as the site shows them: `<pre class="code" data-lang="…"><code>…</code></pre>`,
/// highlighted at build time where the language is known.
enum CodeHTML {
  /// A highlighted block.
  static func block(_ code: String, language: String) -> String {
    "<pre class=\"code\" data-lang=\"\(language.htmlEscaped)\"><code>\(inner(code, language: language))</code></pre>\n"
  }

  /// The highlighted HTML without the wrapper (escaped text for unknown languages).
  static func inner(_ code: String, language: String) -> String {
    var text = code
    if text.hasSuffix("\n") { text.removeLast() }
    guard let lang = Language(infoString: language) else { return text.htmlTextEscaped }
    return highlight(text, as: lang)
  }

  /// A JSON value, pretty-printed and highlighted.
  static func json(_ value: JSONValue) -> String {
    JSONHTML.html(value)
  }
}
