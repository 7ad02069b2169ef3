import Foundation

/// A server to start: the program resolved, its arguments, environment and folder. Two
/// tools whose launches are equal share one server process in a pool.
struct MCPLaunch: Sendable, Hashable {
  /// The variables a server gets from Callsite's own environment, besides its `env`.
  static let inherited = [
    "HOME", "PATH", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "USER", "LOGNAME",
  ]

  /// The command as written, for messages and provenance.
  var command: [String]
  /// The absolute path of `command[0]`.
  var program: String
  var environment: [String: String]
  var workingDirectory: String

  /// Resolves `command[0]` against `baseDirectory` (a path with a slash) or `PATH`.
  init(command: [String], environment: [String: String], baseDirectory: URL) throws {
    guard let first = command.first else {
      throw MCPServerError(server: "", reason: .launchFailed("the command is empty"))
    }
    self.command = command
    do {
      program = try CommandResolver.resolveProgram(first, baseDirectory: baseDirectory)
    } catch {
      throw MCPServerError(server: Self.display(command), reason: .launchFailed(error.description))
    }
    let current = ProcessInfo.processInfo.environment
    var merged: [String: String] = [:]
    for name in Self.inherited { merged[name] = current[name] }
    for (name, value) in environment { merged[name] = value }
    self.environment = merged
    workingDirectory = baseDirectory.standardizedFileURL.path
  }

  /// The command line as one string, for messages.
  var display: String { Self.display(command) }

  static func display(_ command: [String]) -> String {
    command.map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }.joined(separator: " ")
  }
}
