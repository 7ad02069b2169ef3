/// Relative paths inside the site or the content folder.
enum RelativePath {
  /// Joins `path` to the folder `base` and resolves `.` and `..`; nil when the result would
  /// climb above the root. Foundation's `standardizingPath` leaves `..` in relative paths.
  static func resolve(_ path: String, in base: String) -> String? {
    var parts: [Substring] = []
    for part in (base + "/" + path).split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if parts.isEmpty { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
