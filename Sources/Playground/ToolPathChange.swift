import CallsiteCore
import Foundation

/// What saving a tool to another folder does to the relative paths in its `run`: they mean
/// the tool file's folder (the one rule `repl`, `gen build` and `gen check` share), so a
/// file saved elsewhere may name other programs, or none.
struct ToolPathChange {
  /// One relative path of the `run` object whose meaning changes.
  struct Moved: Equatable {
    /// The index in the command's list.
    var index: Int
    /// The path as written.
    var written: String
    /// The file it meant, from the old folder.
    var meant: URL
    /// The same file, written from the new folder.
    var fromNewFolder: String
  }

  /// The folder the paths meant until now.
  let oldFolder: URL
  /// The folder of the file being written.
  let newFolder: URL

  /// The paths of the draft's `command` (or `mcp` command) whose meaning changes.
  func moved(in draft: ToolDraft) -> [Moved] {
    guard oldFolder.standardizedFileURL.path != newFolder.standardizedFileURL.path else {
      return []
    }
    let argv = Self.command(of: draft)
    return argv.enumerated().compactMap { index, word in
      guard !word.hasPrefix("/"), !word.hasPrefix("-"), !word.isEmpty else { return nil }
      let meant = oldFolder.appendingPathComponent(word).standardizedFileURL
      // The program is a path when it has a slash (else PATH finds it); an argument is
      // one when it names a file there.
      let isPath =
        index == 0 ? word.contains("/") : FileManager.default.fileExists(atPath: meant.path)
      guard isPath else { return nil }
      return Moved(
        index: index, written: word, meant: meant,
        fromNewFolder: Self.relativePath(to: meant, from: newFolder))
    }
  }

  /// The note `:tool save` prints, or nil when no path changes meaning.
  func note(for draft: ToolDraft, savedAs display: String, show: (URL) -> String) -> String? {
    let moved = moved(in: draft)
    guard !moved.isEmpty else { return nil }
    let paths = moved.map { m in
      let now = newFolder.appendingPathComponent(m.written).standardizedFileURL
      let state = FileManager.default.fileExists(atPath: now.path) ? "" : ", which does not exist"
      return "\(m.written) meant \(show(m.meant)) and in \(display) means \(show(now))\(state)"
    }
    var argv = Self.command(of: draft)
    for m in moved { argv[m.index] = m.fromNewFolder }
    let fix =
      draft.run?["command"] != nil
      ? ":tool run \(draft.name) command \(argv.map(Self.quotedWord).joined(separator: " "))"
        + (draft.run?["timeoutSeconds"]?.doubleValue.map { " --timeout \(Self.number($0))" } ?? "")
        + ", then :tool save \(draft.name) \(Self.quotedWord(display))"
      : "write \(moved.map(\.fromNewFolder).joined(separator: ", ")) in \(display)"
    return "warning: relative paths in a tool file mean the file's folder: "
      + paths.joined(separator: "; ") + ". To keep the same programs, type " + fix
      + " (or move them beside the file)"
  }

  /// The command's words: `run.command`, or `run.mcp.command`.
  static func command(of draft: ToolDraft) -> [String] {
    let list = draft.run?["command"]?.arrayValue ?? draft.run?["mcp"]?["command"]?.arrayValue
    return list?.compactMap(\.stringValue) ?? []
  }

  /// The path of `file` written from `folder` (`../tools/x.sh`).
  static func relativePath(to file: URL, from folder: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    let path = (up + target[common...]).joined(separator: "/")
    return up.isEmpty ? "./" + path : path
  }

  /// `10` for a whole number of seconds, `2.5` otherwise.
  static func number(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
  }

  /// A word as `:tool run` reads it back: quoted when it holds white space or quotes.
  static func quotedWord(_ word: String) -> String {
    guard
      word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" })
        || word.first == "{" || word.first == "["
    else {
      return word
    }
    return JSONValue.string(word).compactText
  }
}
