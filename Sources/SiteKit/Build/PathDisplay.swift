import Foundation

/// Shows paths relative to the working folder when they are inside it.
struct PathDisplay: Sendable {
  let cwd = FileManager.default.currentDirectoryPath

  func callAsFunction(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
    return path
  }
}
