import CallsiteCore

extension SiteConfig {
  /// A book: chapters read as one, with their own table of contents on the home page, their
  /// own sidebar and their own previous/next order. A site with two audiences (a course and
  /// the manual of the tools that made it) lists two in `site.json`'s `books`, and each chapter
  /// names its book by `id`.
  public struct Book: Sendable, Equatable {
    /// What chapters call it (`"book": "manual"`).
    public var id: String
    /// Its title, heading its table of contents.
    public var title: String
    /// One sentence under the title, or empty.
    public var summary: String

    /// Reads `books`: an array of `{"id", "title", "summary"?}` with distinct ids.
    static func parseList(
      _ value: JSONValue, fail: (String, String) -> BuildDiagnostic
    ) throws(BuildDiagnostic) -> [Book] {
      guard let list = value.arrayValue else {
        throw fail("books", "\"books\" must be an array of {\"id\": …, \"title\": …}")
      }
      var books: [Book] = []
      for (i, item) in list.enumerated() {
        guard let id = item["id"]?.stringValue, !id.isEmpty,
          let title = item["title"]?.stringValue
        else { throw fail("books/\(i)", "each book needs an \"id\" and a \"title\" string") }
        if let summary = item["summary"], summary.stringValue == nil {
          throw fail("books/\(i)/summary", "a book's \"summary\" must be a string")
        }
        if books.contains(where: { $0.id == id }) {
          throw fail("books/\(i)/id", "two books have the id \"\(id)\"; give each its own")
        }
        books.append(Book(id: id, title: title, summary: item["summary"]?.stringValue ?? ""))
      }
      return books
    }
  }
}
