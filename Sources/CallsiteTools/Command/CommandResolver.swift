import Foundation

/// Finds the program of a `command` tool: a path with a slash resolves against the tool
/// file's folder, a bare name is looked up in `PATH`.
enum CommandResolver {
  /// Script extensions whose arguments must name existing files.
  static let scriptExtensions: Set<String> = ["py", "sh", "js", "mjs", "rb", "pl", "swift", "ts"]

  /// A program that cannot be found or run.
  struct NotFound: Error, CustomStringConvertible {
    var description: String
  }

  /// The absolute path of the program `name`.
  static func resolveProgram(_ name: String, baseDirectory: URL) throws(NotFound) -> String {
    let files = FileManager.default
    if name.contains("/") {
      let path =
        name.hasPrefix("/")
        ? name : baseDirectory.appendingPathComponent(name).standardizedFileURL.path
      guard files.fileExists(atPath: path) else {
        throw NotFound(description: "the command \"\(name)\" does not exist (looked for \(path))")
      }
      guard files.isExecutableFile(atPath: path) else {
        throw NotFound(
          description: "the command \"\(name)\" is not executable; run chmod +x \(path)")
      }
      return path
    }
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
      let candidate = String(directory) + "/" + name
      if files.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw NotFound(
      description: "the command \"\(name)\" does not exist: it is not in any folder of PATH")
  }

  /// A message when `argument` looks like a script path that does not exist.
  static func missingScript(_ argument: String, baseDirectory: URL) -> String? {
    guard !argument.hasPrefix("-"), let dot = argument.lastIndex(of: "."),
      scriptExtensions.contains(String(argument[argument.index(after: dot)...]))
    else { return nil }
    let path =
      argument.hasPrefix("/")
      ? argument : baseDirectory.appendingPathComponent(argument).standardizedFileURL.path
    if FileManager.default.fileExists(atPath: path) { return nil }
    return "the command's script \"\(argument)\" does not exist (looked for \(path))"
  }
}
