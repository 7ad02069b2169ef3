import CallsiteCore
import CallsiteTools

/// What `gen new tool NAME` writes: a tool file in the canonical layout (`ToolFileLayout`)
/// with one string argument and a `reply` implementation, so that it loads, builds and runs
/// before it does anything real.
struct ToolSkeleton {
  /// The tool's name, which is also the file's.
  var name: String
  /// What the model is told the tool does.
  var description: String

  /// The tool file, relative to the content folder.
  var path: String { "tools/\(name).json" }

  /// Why `name` cannot name a tool (a phrase to follow the name), or nil when it can: one
  /// path segment of letters, digits, `_` and `-`, starting with a letter or `_`, as model
  /// APIs take function names.
  static func problem(_ name: String) -> String? {
    if let problem = PathSegment.problem(name) { return problem }
    guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else {
      return "does not start with a letter or '_'"
    }
    if let bad = name.unicodeScalars.first(where: {
      !(isLetter($0) || isDigit($0) || $0 == "_" || $0 == "-")
    }) {
      return "contains '\(bad)'; a tool's name is letters, digits, '_' and '-'"
    }
    if name.count > 64 { return "is longer than 64 characters" }
    return nil
  }

  private static func isLetter(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c)
  }

  private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

  /// The tool file's JSON value.
  var json: JSONValue {
    [
      "type": "function",
      "function": [
        "name": .string(name),
        "description": .string(description),
        "parameters": [
          "title": "Arguments",
          "type": "object",
          "properties": [
            "query": ["type": "string", "description": "What to look up, in a few words"]
          ],
          "required": ["query"],
          "x-order": ["query"],
          "additionalProperties": false,
        ],
      ],
      "run": ["reply": "A fixed answer: replace this run object with a real implementation"],
    ]
  }

  /// The tool file's text.
  var text: String { ToolFileLayout.text(json) }
}
