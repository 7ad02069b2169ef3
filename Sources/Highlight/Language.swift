/// A language the highlighter knows, chosen from a fenced code block's info string.
public enum Language: String, Sendable, CaseIterable {
  /// Swift source code.
  case swift
  /// JSON documents: tool arguments, tool outputs, schemas.
  case json
  /// Shell commands, optionally with a leading `$ ` prompt.
  case shell
  /// A session of the `repl` playground: prompts, `:commands` and their output.
  case repl

  /// The language that a fence's info string names, or `nil` for one the highlighter does not
  /// know.
  ///
  /// Only the first word counts (` ```swift title=Weather.swift ` is Swift), compared without
  /// regard to case. Aliases: `sh`, `bash`, `zsh`, `console` and `shell` are shell.
  public init?(infoString: String) {
    let word = infoString.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
    switch word.lowercased() {
    case "swift": self = .swift
    case "json": self = .json
    case "sh", "bash", "zsh", "console", "shell": self = .shell
    case "repl": self = .repl
    default: return nil
    }
  }
}
