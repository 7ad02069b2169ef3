/// A strict reader of the HTML the site writes, for tests that feed it hostile text: it lists
/// every tag and reports what injected markup would leave behind. An element or attribute the
/// theme and renderers never write, any `on…` handler, a link or source whose scheme is not
/// http(s) or mailto (after decoding character references, as a browser does), a script that
/// is not one of the theme's files, a `<` that starts no tag, and elements that do not nest.
struct HTMLAudit {
  /// Elements the theme, the renderers and cmark write.
  static let elements: Set<String> = [
    "html", "head", "meta", "title", "link", "script", "body", "a", "header", "nav", "main",
    "article", "aside", "footer", "div", "section", "p", "span", "ul", "ol", "li", "dl", "dt",
    "dd", "code", "pre", "details", "summary", "table", "thead", "tbody", "tr", "th", "td", "h1",
    "h2", "h3", "h4", "h5", "h6", "em", "strong", "button", "form", "label", "input", "br", "hr",
    "blockquote", "img",
  ]
  /// Attributes they carry (plus any `aria-…` and `data-…`).
  static let attributes: Set<String> = [
    "class", "id", "href", "src", "alt", "title", "lang", "charset", "name", "content", "rel",
    "type", "role", "style", "tabindex", "for", "action", "method", "placeholder",
    "autocomplete", "hidden", "open", "scope", "start", "defer",
  ]
  static let void: Set<String> = ["meta", "link", "br", "hr", "img", "input"]
  /// Scripts a page may load: the theme's own.
  static let scripts = ["assets/theme.js", "assets/site.js"]

  let problems: [String]

  init(_ html: String) {
    var reader = HTMLTagReader(html)
    var problems: [String] = []
    var open: [String] = []
    while let tag = reader.next() {
      switch tag {
      case .bareLessThan(let offset):
        problems.append("a '<' that starts no tag at offset \(offset): \(reader.context(offset))")
      case .closing(let name, let offset):
        if open.last == name {
          open.removeLast()
        } else {
          problems.append(
            "</\(name)> closes <\(open.last ?? "nothing")> at offset \(offset): \(reader.context(offset))"
          )
          if let i = open.lastIndex(of: name) { open.removeSubrange(i...) }
        }
      case .opening(let name, let attributes, let offset):
        problems += Self.check(name, attributes).map {
          "\($0) at offset \(offset): \(reader.context(offset))"
        }
        if !Self.void.contains(name) { open.append(name) }
      }
    }
    if !open.isEmpty { problems.append("elements left open: \(open.joined(separator: " "))") }
    self.problems = problems
  }

  private static func check(_ name: String, _ attributes: [(String, String)]) -> [String] {
    var out: [String] = []
    if !elements.contains(name) { out.append("an element <\(name)>") }
    for (key, value) in attributes {
      if key.hasPrefix("on") { out.append("a handler \(key)= on <\(name)>") }
      if !Self.attributes.contains(key) && !key.hasPrefix("aria-") && !key.hasPrefix("data-") {
        out.append("an attribute \(key)= on <\(name)>")
      }
      if ["href", "src", "action"].contains(key), let scheme = Self.scheme(of: value),
        !["http", "https", "mailto"].contains(scheme)
      {
        out.append("a \(scheme): URL in \(key)= on <\(name)>")
      }
    }
    if name == "script" {
      let src = attributes.first { $0.0 == "src" }?.1 ?? ""
      if !scripts.contains(where: { src.hasSuffix($0) }) {
        out.append("a <script> that is not the theme's (src \"\(src)\")")
      }
    }
    return out
  }

  /// The scheme a browser would read in a URL attribute's decoded value, lowercased.
  static func scheme(of value: String) -> String? {
    let decoded = HTMLTagReader.decodeReferences(value)
    // Browsers drop leading spaces and controls, and tabs and newlines anywhere.
    let cleaned = decoded.unicodeScalars.filter { $0.value > 0x20 || $0 == " " }
      .drop { $0 == " " }
    let text = String(String.UnicodeScalarView(cleaned)).lowercased()
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let head = text[..<colon]
    guard let first = head.first, first.isLetter,
      head.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    else { return nil }
    return String(head)
  }
}
