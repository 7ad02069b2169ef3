import CallsiteCore
import Foundation

/// What a command needs to complete the word under the cursor: the arguments typed before it
/// (after the command's name) and the world it may list (tool names, files).
struct CompletionRequest {
  /// The arguments before the word under the cursor.
  let arguments: [String]
  /// The word under the cursor (possibly empty).
  let word: String
  /// The session's tool names.
  let toolNames: [String]
  /// The folder file names are completed in.
  let baseDirectory: URL

  /// Which argument the word under the cursor is (0 for the first after the name).
  var index: Int { arguments.count }

  /// The choices that start with the word.
  func matching(_ choices: [String]) -> [String] { choices.filter { $0.hasPrefix(word) } }

  /// The tool names that start with the word.
  var tools: [String] { matching(toolNames) }

  /// What a declaration says the word may be: a tool's name for `CommandSpec.toolName`,
  /// an argument's choices, nothing for any other word.
  func declared(by spec: CommandSpec) -> [String] {
    guard let argument = spec.argument(at: index, typed: arguments) else { return [] }
    if argument == CommandSpec.toolName { return tools }
    return matching(argument.choices.map(\.name))
  }

  /// Files of `content/FOLDER` by name, or paths when the word has a slash.
  func files(in folder: String) -> [String] {
    Completer.files(word, folder: "content/\(folder)", base: baseDirectory)
  }
}
