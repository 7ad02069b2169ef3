import Markdown

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

  /// The names of a compare block, or what is wrong with them.
  static func names(in arguments: String, content: SiteContent) throws -> [String] {
    let names = arguments.split(separator: " ").map(String.init)
    guard names.count >= 2 else {
      throw BlockRenderError(
        "a compare block needs two transcripts or more: ```compare A B")
    }
    for name in names where content.transcripts[name] == nil {
      let known = content.transcripts.keys.sorted()
      throw BlockRenderError(
        UnknownTranscript.message(name, known: known, folder: "content/transcripts"))
    }
    return names
  }
}
