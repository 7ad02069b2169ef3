import CallsiteCore
public import Foundation

extension ToolDraft {
  /// The draft with the relative paths of its `command` or `mcp` run rewritten from
  /// `oldFolder` to `newFolder`, so that a tool moved to another file (`:tool save`) still
  /// starts the same program: the program when it is a path (`./server.sh`), and every
  /// argument that names an existing file in the old folder. Absolute paths and names looked
  /// up in `PATH` stay as they are.
  public func rebased(from oldFolder: URL, to newFolder: URL) -> ToolDraft {
    let old = oldFolder.standardizedFileURL
    let new = newFolder.standardizedFileURL
    guard old.path != new.path, var run = run?.objectValue else { return self }
    var copy = self
    if let command = run["command"]?.arrayValue {
      run["command"] = .array(Self.rebased(command, from: old, to: new))
    }
    if var mcp = run["mcp"]?.objectValue, let command = mcp["command"]?.arrayValue {
      mcp["command"] = .array(Self.rebased(command, from: old, to: new))
      run["mcp"] = .object(mcp)
    }
    copy.run = .object(run)
    return copy
  }

  private static func rebased(_ command: [JSONValue], from old: URL, to new: URL) -> [JSONValue] {
    command.enumerated().map { i, word in
      guard let text = word.stringValue, !text.isEmpty, !text.hasPrefix("/"),
        !text.hasPrefix("-")
      else { return word }
      let file = old.appendingPathComponent(text).standardizedFileURL
      let isPath = i == 0 ? text.contains("/") : FileManager.default.fileExists(atPath: file.path)
      guard isPath else { return word }
      return .string(relativePath(of: file, from: new))
    }
  }

  /// `file` relative to `folder`, always with a slash (`./x`, `../tools/x`) so that a
  /// program is never looked up in `PATH` instead.
  static func relativePath(of file: URL, from folder: URL) -> String {
    let target = file.pathComponents
    let base = folder.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    let path = (ups + target[common...]).joined(separator: "/")
    return ups.isEmpty ? "./" + path : path
  }
}
