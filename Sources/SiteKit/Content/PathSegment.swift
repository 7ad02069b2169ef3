/// The rule for names that become one part of an output path: a lesson's slug, a chapter's
/// folder, a transcript's or tool's name, each part of a static file's path.
enum PathSegment {
  /// Why `name` cannot be one part of a path (a phrase to follow the name), or nil when it
  /// can: not empty, not `.` or `..`, no `/` or `\`, no control characters.
  static func problem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name == "." || name == ".." {
      return "names a folder rather than a page, and could lead outside the site"
    }
    // One pass over the bytes (this runs for every lesson of every build): the control
    // characters are U+0000-001F and U+007F-009F, the last ones C2 80-9F in UTF-8.
    var slash = false
    var backslash = false
    var control: UInt32?
    var previous: UInt8 = 0
    for b in name.utf8 {
      if b == UInt8(ascii: "/") {
        slash = true
      } else if b == UInt8(ascii: "\\") {
        backslash = true
      } else if control == nil && (b < 0x20 || b == 0x7F || (previous == 0xC2 && b <= 0x9F)) {
        control = UInt32(b)
      }
      previous = b
    }
    if slash || backslash {
      return "contains '\(slash ? "/" : "\\")', which would split it into folders"
    }
    if let c = control {
      let hex = String(c, radix: 16, uppercase: true)
      return
        "contains the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
    }
    return nil
  }

  /// Folders and files at the top of the site that gen makes itself, with what they are:
  /// no lesson or chapter may put its pages there.
  static let reserved: [String: String] = [
    "transcripts": "the folder of the transcripts index and the transcript pages that gen makes",
    "search": "the folder of the search pages that gen makes",
    "tools": "the folder of the tool pages that gen makes",
    "compare": "the folder of the comparison pages that gen makes",
    "assets": "the folder of the theme's assets",
    "static": "the folder of the files copied from content/static/",
    "index.html": "the home page",
    "404.html": "the page for addresses that do not exist",
    "sitemap.xml": "the sitemap",
  ]
}
