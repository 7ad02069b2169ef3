/// A tag's name split once at compile time: `a.b.c` becomes three keys, `.` none at all.
struct Path: Sendable, Equatable {
  /// The keys to follow; empty for the implicit iterator `.`.
  var keys: [String]
  /// The name as written, for messages.
  var text: String

  /// Parses a name; `nil` when it has an empty part (`a..b`, `.a`, `a.`).
  init?(_ text: String) {
    self.text = text
    if text == "." {
      keys = []
      return
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.contains(where: \.isEmpty) else { return nil }
    keys = parts.map(String.init)
  }
}
