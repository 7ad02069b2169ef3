import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a build into a temporary sibling of the output folder and swaps it in only when
/// everything succeeded, so a failed or interrupted build leaves the previous site as it was.
struct OutputFolder {
  let final: URL
  let staging: URL
  private let fm = FileManager.default

  init(final: URL) throws {
    self.final = final.standardizedFileURL
    let parent = self.final.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    staging = parent.appendingPathComponent(".\(self.final.lastPathComponent).building-\(getpid())")
    if fm.fileExists(atPath: staging.path) { try fm.removeItem(at: staging) }
    try fm.createDirectory(at: staging, withIntermediateDirectories: true)
  }

  /// Writes bytes at a path relative to the site root, creating folders.
  func write(_ text: String, to relative: String) throws {
    let url = staging.appendingPathComponent(relative)
    try ensureParent(of: url)
    try Data(text.utf8).write(to: url)
  }

  /// Copies a file into the site.
  func copy(_ source: URL, to relative: String) throws {
    let url = staging.appendingPathComponent(relative)
    try ensureParent(of: url)
    try fm.copyItem(at: source, to: url)
  }

  /// Reuses a file of the previous build by hard link (a copy where links fail).
  func reuse(_ relative: String) throws {
    let source = final.appendingPathComponent(relative)
    let url = staging.appendingPathComponent(relative)
    try ensureParent(of: url)
    if link(source.path, url.path) != 0 { try fm.copyItem(at: source, to: url) }
  }

  /// Whether the previous build has this file.
  func previousHas(_ relative: String) -> Bool {
    fm.fileExists(atPath: final.appendingPathComponent(relative).path)
  }

  /// Creates the parent folders; pages are written from several threads, so a folder that
  /// another thread created meanwhile is no error.
  private func ensureParent(of url: URL) throws {
    let parent = url.deletingLastPathComponent().path
    if mkdir(parent, 0o755) == 0 || errno == EEXIST { return }
    do {
      try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else { throw error }
    }
  }

  /// Swaps the staged build in: old site aside, new one in place, old one removed.
  func commit() throws {
    let old = final.deletingLastPathComponent().appendingPathComponent(
      ".\(final.lastPathComponent).old-\(getpid())")
    if fm.fileExists(atPath: final.path) {
      try fm.moveItem(at: final, to: old)
      do {
        try fm.moveItem(at: staging, to: final)
      } catch {
        try? fm.moveItem(at: old, to: final)
        throw error
      }
      try? fm.removeItem(at: old)
    } else {
      try fm.moveItem(at: staging, to: final)
    }
  }

  /// Removes the staged build after a failure.
  func discard() {
    try? fm.removeItem(at: staging)
  }
}
