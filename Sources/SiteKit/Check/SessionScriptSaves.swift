import Foundation

/// The transcripts a session script saves: the targets of its `:save` and `:save!` lines.
///
/// Read the way `repl` reads a script, as far as this needs: `#` comment lines are skipped,
/// a line ending in `\` goes on, and the lines of a `"""` block belong to the command that
/// opened it (an instruction text that mentions `:save` saves nothing).
struct SessionScriptSaves {
  /// One `:save` line: where it is and what it names (`NAME` or a path).
  struct Save: Equatable {
    var line: Int
    var target: String
  }

  /// The saves of a script's text, in order.
  static func saves(in text: String) -> [Save] {
    var out: [Save] = []
    var inBlock = false
    var pending: (line: Int, text: String)?
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = String(raw)
      if line.hasSuffix("\r") { line.removeLast() }
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inBlock.toggle() } }
      if inBlock { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if pending == nil && (trimmed.isEmpty || trimmed.hasPrefix("#")) { continue }
      if trimmed.hasSuffix("\\") {
        let start = pending?.line ?? i + 1
        pending = (start, (pending?.text ?? "") + String(trimmed.dropLast()) + " ")
        continue
      }
      let input = (pending?.text ?? "") + trimmed
      let number = pending?.line ?? i + 1
      pending = nil
      if let target = target(of: input) { out.append(Save(line: number, target: target)) }
    }
    return out
  }

  /// The name or path a `:save` input names, or nil for any other input.
  static func target(of input: String) -> String? {
    let words = input.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first, command == ":save" || command == ":save!" else {
      return nil
    }
    guard var name = words.dropFirst().first(where: { $0 != "--force" }) else { return nil }
    if name.count >= 2, let q = name.first, q == "\"" || q == "'", name.last == q {
      name = String(name.dropFirst().dropLast())
    }
    return name
  }

  /// The file a save writes, as `repl` resolves it when run from `workingDirectory`: a
  /// `NAME` is `content/transcripts/NAME.json` there; a name with a `/` or ending in `.json`
  /// is a path.
  static func file(of target: String, content: URL, workingDirectory: URL) -> URL {
    if target.hasPrefix("/") { return URL(fileURLWithPath: target).standardizedFileURL }
    if target.contains("/") || target.hasSuffix(".json") {
      return workingDirectory.appendingPathComponent(target).standardizedFileURL
    }
    return content.appendingPathComponent("transcripts/\(target).json").standardizedFileURL
  }
}
