import Foundation

/// A small argument parser for `gen`'s subcommands: `--flag`, `--option VALUE` and
/// `--option=VALUE`, with "did you mean" for unknown options.
struct Arguments {
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  private(set) var flags: Set<String> = []
  private(set) var values: [String: String] = [:]
  private(set) var positional: [String] = []

  init(_ arguments: [String], flags knownFlags: [String], options knownOptions: [String])
    throws(UsageError)
  {
    var i = 0
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      guard arg.hasPrefix("--") else {
        positional.append(arg)
        continue
      }
      var name = String(arg.dropFirst(2))
      var inline: String?
      if let eq = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      if knownFlags.contains(name) {
        flags.insert(name)
      } else if knownOptions.contains(name) {
        if let inline {
          values[name] = inline
        } else {
          guard i < arguments.count else {
            throw UsageError(description: "missing value for '--\(name)'")
          }
          values[name] = arguments[i]
          i += 1
        }
      } else {
        let hint =
          Suggest.closest(name, among: knownFlags + knownOptions).map { " Did you mean '--\($0)'?" }
          ?? ""
        throw UsageError(description: "unknown option '--\(name)'.\(hint)")
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  subscript(option: String) -> String? { values[option] }

  /// A folder from an option, or the default relative to the working folder.
  func url(_ option: String, default path: String) -> URL {
    URL(
      fileURLWithPath: values[option] ?? path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    .standardizedFileURL
  }
}
