public import Foundation

/// Tab completion: command names, subcommands, tool names and file paths.
public enum Completer {
  /// The candidates for `word`, the word under the cursor, given the whole `line`.
  public static func candidates(
    line: String, word: String, toolNames: [String], baseDirectory: URL
  ) -> [String] {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let index = line.hasSuffix(" ") || words.isEmpty ? words.count : words.count - 1
    guard line.hasPrefix(":") else { return [] }
    if index == 0 {
      return CommandTable.firstWords.map { ":" + $0 }.filter { $0.hasPrefix(word) }
    }
    let first = String(words[0].dropFirst())
    let subs = CommandTable.commands(startingWith: [first]).compactMap {
      $0.words.count > 1 ? $0.words[1] : nil
    }
    if index == 1, !subs.isEmpty {
      let names = first == "tool" ? subs : subs
      return names.filter { $0.hasPrefix(word) }
    }
    switch first {
    case "help":
      return CommandTable.firstWords.filter { $0.hasPrefix(word) }
    case "tool":
      let sub = words.count > 1 ? words[1] : ""
      if index == 2 {
        if sub == "load" { return files(word, folder: "content/tools", base: baseDirectory) }
        return toolNames.filter { $0.hasPrefix(word) }
      }
      if sub == "show", index == 3 {
        return ["table", "schema", "swift", "file"].filter { $0.hasPrefix(word) }
      }
      if sub == "run", index == 3 {
        return ["reply", "when", "replies", "fail", "command", "builtin"].filter {
          $0.hasPrefix(word)
        }
      }
      if sub == "arg", index == 4 {
        return ArgumentType.names.filter { $0.hasPrefix(word) }
      }
      return []
    case "open", "save":
      return files(word, folder: "content/transcripts", base: baseDirectory)
    case "model":
      if index == 1 {
        return ["offline", "openai", "replay", "manual"].filter { $0.hasPrefix(word) }
      }
      if words.count > 1, words[1] == "replay" {
        return files(word, folder: "content/transcripts", base: baseDirectory)
      }
      return []
    case "export":
      if index == 1 { return ["openai", "anthropic", "fm"].filter { $0.hasPrefix(word) } }
      return index == 2 ? files(word, folder: "content/exports", base: baseDirectory) : []
    case "on-tool-error":
      return ["fail", "report"].filter { $0.hasPrefix(word) }
    case "move":
      if index == 1 { return ["call", "say"].filter { $0.hasPrefix(word) } }
      if index == 2, words[1] == "call" { return toolNames.filter { $0.hasPrefix(word) } }
      return []
    default:
      return []
    }
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
