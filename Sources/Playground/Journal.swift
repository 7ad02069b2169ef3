public import CallsiteCore
public import Foundation

/// An append-only file of session snapshots, one compact JSON line each, written after every
/// completed turn and change, so a crash or a killed terminal loses nothing.
///
/// Only the last complete line matters when restoring; a line cut short by a crash is
/// skipped. A clean quit removes the file.
public struct Journal: Sendable {
  /// The journal file.
  public let url: URL

  public init(url: URL) { self.url = url }

  /// The journal beside the history file, in `${CALLSITE_HOME:-~/.callsite}`.
  public static func standard(home: URL) -> Journal {
    Journal(url: home.appendingPathComponent("journal.jsonl"))
  }

  /// Appends one snapshot.
  public func append(_ snapshot: JSONValue) {
    let line = Data((snapshot.compactText + "\n").utf8)
    let fm = FileManager.default
    try? fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if !fm.fileExists(atPath: url.path) { _ = fm.createFile(atPath: url.path, contents: nil) }
    guard let handle = try? FileHandle(forWritingTo: url) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: line)
    try? handle.synchronize()
  }

  /// The last complete snapshot, if the journal holds one.
  public func lastSnapshot() -> JSONValue? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    for line in lines.reversed() {
      if let value = try? JSONValue.parse(String(line)), value.objectValue != nil { return value }
    }
    return nil
  }

  /// Removes the journal (after a clean quit, or once restored state is declined).
  public func clear() {
    try? FileManager.default.removeItem(at: url)
  }
}
