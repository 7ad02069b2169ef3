/// Where comparisons have pages: `compare/A--B/index.html`, one for each list of transcripts
/// that a lesson's ` ```compare ` block names, in its order.
enum ComparePages {
  /// The folder name of a comparison: its transcripts' names joined by `--`.
  static func slug(_ names: [String]) -> String { names.joined(separator: "--") }

  /// The page of the comparison of `names`, from the site root.
  static func path(_ names: [String]) -> String { "compare/\(slug(names))/index.html" }

  /// `A and B`, `A, B and C`.
  static func listed(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
