public import Foundation

/// Tab completion: command names and subcommands from `CommandRegistry`, then whatever the
/// command itself completes (tool names, choices, file paths).
public enum Completer {
  /// The candidates for `word`, the word under the cursor, given the whole `line`.
  public static func candidates(
    line: String, word: String, toolNames: [String], baseDirectory: URL
  ) -> [String] {
    guard line.hasPrefix(":") else { return [] }
    var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let index = line.hasSuffix(" ") || words.isEmpty ? words.count : words.count - 1
    if index == 0 {
      return CommandTable.firstWords.map { ":" + $0 }.filter { $0.hasPrefix(word) }
    }
    words[0].removeFirst()
    let first = words[0]
    let subs = CommandRegistry.commands(startingWith: [first]).compactMap {
      $0.spec.words.count > 1 ? $0.spec.words[1] : nil
    }
    if index == 1, !subs.isEmpty {
      // `:set` is a command of its own as well as the first word of `:set date`: offer both.
      let own = CommandRegistry.commands(startingWith: [first]).first { $0.spec.words == [first] }
      let request = CompletionRequest(
        arguments: [], word: word, toolNames: toolNames, baseDirectory: baseDirectory)
      let candidates = subs.filter { $0.hasPrefix(word) } + (own?.completions(request) ?? [])
      var seen = Set<String>()
      return candidates.filter { seen.insert($0).inserted }
    }
    // The typed words before the cursor, `save!` read as `save`, name the command.
    let before = words.prefix(index).map {
      $0.count > 1 && $0.hasSuffix("!") ? String($0.dropLast()) : $0
    }
    let command = CommandRegistry.commands(startingWith: [first])
      .filter { before.starts(with: $0.spec.words) }
      .max { $0.spec.words.count < $1.spec.words.count }
    guard let command else { return [] }
    let request = CompletionRequest(
      arguments: Array(words[command.spec.words.count..<index]), word: word,
      toolNames: toolNames, baseDirectory: baseDirectory)
    return command.completions(request)
  }

  /// Names in `folder` (without `.json`) when the word has no slash, else paths.
  static func files(_ word: String, folder: String, base: URL) -> [String] {
    let fm = FileManager.default
    if !word.contains("/") {
      let names =
        (try? fm.contentsOfDirectory(atPath: base.appendingPathComponent(folder).path)) ?? []
      let stems = names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
      let local = (try? fm.contentsOfDirectory(atPath: base.path)) ?? []
      return
        (stems.sorted()
        + local.sorted().map { isDirectory(base.appendingPathComponent($0)) ? $0 + "/" : $0 })
        .filter { $0.hasPrefix(word) && !$0.hasPrefix(".") }
    }
    let slash = word.lastIndex(of: "/")!
    let dir = String(word[...slash])
    let stem = String(word[word.index(after: slash)...])
    let url = dir.hasPrefix("/") ? URL(fileURLWithPath: dir) : base.appendingPathComponent(dir)
    let names = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasPrefix(stem) && (!$0.hasPrefix(".") || stem.hasPrefix(".")) }
      .sorted()
      .map { dir + $0 + (isDirectory(url.appendingPathComponent($0)) ? "/" : "") }
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }
}
