public import CallsiteCore

/// `content/site.json`: what the whole site shares.
public struct SiteConfig: Sendable, Equatable {
  /// The site's title.
  public var title: String
  /// One sentence for the home page and `<meta name="description">`.
  public var description: String
  /// The absolute URL the site is published at (for `sitemap.xml`); empty when unknown.
  public var baseURL: String
  /// The path the site is served under (`/` or `/course/`), when known: the 404 page, which
  /// a server shows at any address, then links from it. Without it the 404 page links
  /// relatively, which works from `file://` and at the top of a server (`gen serve` adds a
  /// `<base>` to it).
  public var basePath: String?
  /// The `lang` of every page.
  public var language: String
  /// The context size assumed for transcripts that do not record one.
  public var contextSize: Int
  /// Chapter titles by folder name, in the order to show them (folders not listed follow),
  /// each with the `id` of its book (nil: the first book).
  public var chapters: [(folder: String, title: String, summary: String, book: String?)]
  /// The books the chapters are grouped into, in order (`site.json`'s `books`); empty for a
  /// site that is one book.
  public var books: [Book]
  /// Whether lessons may contain raw HTML (off: cmark's safe mode).
  public var allowRawHTML: Bool
  /// Everything in the file, for templates (`{{site.anything}}`).
  public var json: JSONObject

  public static func == (a: SiteConfig, b: SiteConfig) -> Bool { a.json == b.json }

  /// The defaults, used when there is no `site.json`.
  public init() {
    title = "Callsite"
    description = ""
    baseURL = ""
    basePath = nil
    language = "en"
    contextSize = Callsite.defaultContextSize
    chapters = []
    books = []
    allowRawHTML = false
    json = JSONObject()
  }

  /// Reads `site.json`; errors name the line and the key.
  public static func parse(_ text: String, path: String) throws(BuildDiagnostic) -> SiteConfig {
    let value: JSONValue
    let locations: JSONLocations
    do {
      (value, locations) = try JSONValue.parseWithLocations(text)
    } catch {
      throw BuildDiagnostic(
        path: path, line: error.line, column: error.column, step: "load",
        message: "not valid JSON: \(error.message)")
    }
    guard let object = value.objectValue else {
      throw BuildDiagnostic(
        path: path, line: 1, column: 1, step: "load", message: "site.json must be a JSON object")
    }
    func fail(_ key: String, _ message: String) -> BuildDiagnostic {
      let at = locations.position(of: "/" + key)
      return BuildDiagnostic(
        path: path, line: at.line, column: at.column, step: "load", message: message)
    }
    var config = SiteConfig()
    config.json = object
    func string(_ key: String) throws(BuildDiagnostic) -> String? {
      guard let v = object[key] else { return nil }
      guard let s = v.stringValue else { throw fail(key, "\"\(key)\" must be a string") }
      return s
    }
    config.title = try string("title") ?? config.title
    config.description = try string("description") ?? ""
    config.baseURL = try string("baseURL") ?? ""
    config.language = try string("language") ?? "en"
    if var base = try string("basePath") {
      if !base.hasPrefix("/") { base = "/" + base }
      if !base.hasSuffix("/") { base += "/" }
      config.basePath = base
    }
    if let v = object["contextSize"] {
      guard let n = v.intValue, n > 0 else {
        throw fail("contextSize", "\"contextSize\" must be a positive whole number")
      }
      config.contextSize = n
    }
    if let v = object["allowRawHTML"] {
      guard let b = v.boolValue else {
        throw fail("allowRawHTML", "\"allowRawHTML\" must be true or false")
      }
      config.allowRawHTML = b
    }
    if let v = object["books"] {
      config.books = try Book.parseList(v, fail: fail)
    }
    if let v = object["chapters"] {
      guard let list = v.arrayValue else {
        throw fail("chapters", "\"chapters\" must be an array of {\"folder\": …, \"title\": …}")
      }
      for (i, item) in list.enumerated() {
        guard let folder = item["folder"]?.stringValue, let title = item["title"]?.stringValue
        else {
          throw fail("chapters/\(i)", "each chapter needs a \"folder\" and a \"title\" string")
        }
        if let summary = item["summary"], summary.stringValue == nil {
          throw fail("chapters/\(i)/summary", "a chapter's \"summary\" must be a string")
        }
        var book: String?
        if let value = item["book"] {
          guard let id = value.stringValue, config.books.contains(where: { $0.id == id }) else {
            let ids = config.books.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw fail(
              "chapters/\(i)/book",
              "a chapter's \"book\" must be the \"id\" of one of \"books\""
                + (ids.isEmpty ? " (there is no \"books\" list)" : " (\(ids))"))
          }
          book = id
        }
        config.chapters.append((folder, title, item["summary"]?.stringValue ?? "", book))
      }
    }
    return config
  }
}
