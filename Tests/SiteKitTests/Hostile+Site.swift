import CallsiteCore

extension Hostile {
  /// Marks of `site.json` and front matter fields that pages show.
  static let shownSiteMarks = [
    "site-title", "site-description", "site-language", "chapter-title", "home-body",
    "lesson-title", "lesson-summary", "lesson-body", "site-tool-name", "site-tool-summary",
  ]

  /// A content folder (`content/…` paths) with hostile text in `site.json` (title,
  /// description, language, chapter titles, a key of its own), in front matter (title,
  /// summary, a slug that reads as a `javascript:` URL, a key of its own), in lesson bodies,
  /// in a tool file and in a transcript.
  static func site() -> [String: String] {
    let config: JSONValue = [
      "title": .string(text("site-title")), "description": .string(text("site-description")),
      "language": .string(text("site-language")), "basePath": .string(text("site-base")),
      "baseURL": .string("https://example.org/" + text("site-url")),
      "chapters": [["folder": "01-start", "title": .string(text("chapter-title"))]],
      "extra": .string(text("site-extra")),
    ]
    var tool = tool("site-tool").objectValue!
    tool["run"] = ["reply": .string(text("site-tool-reply"))]
    return [
      "content/site.json": config.serialized(),
      "content/index.md": frontMatter(["title": "home-title", "summary": "home-summary"])
        + "---\n" + markdown("home-body"),
      "content/lessons/01-start/01-evil.md": frontMatter([
        "title": "lesson-title", "summary": "lesson-summary", "note": "lesson-note",
      ])
        + "slug: javascript:window.__pwned=1\n---\n" + markdown("lesson-body")
        // A reference to the byte that marks a block's place in cmark's output.
        + "\n\n[a title](/u \"t&#31;\")\n\n```transcript evil\n```\n\n```tool evil\n```\n",
      "content/lessons/02-next.md": frontMatter(["title": "next-title"])
        + "slug: JavaScript:alert(document.domain)\n---\nThe next lesson.\n",
      "content/transcripts/evil.json": transcript().serialized(),
      "content/tools/evil.json": JSONValue.object(tool).serialized(),
    ]
  }

  /// A front matter block, left open for more lines: each key's value is hostile text with
  /// the given mark.
  private static func frontMatter(_ fields: KeyValuePairs<String, String>) -> String {
    "---\n" + fields.map { "\($0.key): \(text($0.value))\n" }.joined()
  }
}
