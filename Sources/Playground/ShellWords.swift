/// Shell commands typed into the playground by habit (`clear`, `ls`, `exit`): caught with
/// what to do instead, rather than sent to the model as a prompt.
enum ShellWords {
  /// Each word and what to do instead.
  static let words: [String: String] = [
    "clear": "Ctrl-L clears the screen",
    "cls": "Ctrl-L clears the screen",
    "exit": "type :quit or press Ctrl-D",
    "quit": "type :quit or press Ctrl-D",
    "logout": "type :quit or press Ctrl-D",
    "ls": "type :tools for the tools, :entries for the transcript",
    "dir": "type :tools for the tools, :entries for the transcript",
    "pwd": "paths in commands start from the folder repl was started in",
    "cd": "repl has no folder to change: quit, cd in the shell, and start repl again",
    "help": "type :help",
    "history": "type :history",
    "undo": "type :undo",
    "save": "type :save NAME",
  ]

  /// The message and hint for an input that is one of the words (alone, or with shell
  /// arguments such as `ls -l` or `cd content`), or nil for a prompt.
  static func advice(for input: String) -> (message: String, hint: String)? {
    let parts = input.split(separator: " ", omittingEmptySubsequences: true)
    guard let first = parts.first.map({ $0.lowercased() }), let instead = words[first] else {
      return nil
    }
    // "cd content" and "ls -l" are shell lines; "help me plan a trip" is a prompt.
    let shellLike =
      parts.count == 1 || (["cd", "ls", "dir"].contains(first) && parts.count == 2)
    guard shellLike else { return nil }
    return (
      "`\(parts[0])` is not a command here, and was not sent to the model",
      "\(instead); to send it as a prompt, write \"\"\"\(input)\"\"\""
    )
  }
}
