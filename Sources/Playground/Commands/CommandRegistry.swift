import CallsiteCore
import Foundation

/// Every command of the playground, in the order `:help` and the reference page list them.
///
/// Adding a command is a new `ReplCommand` type in `Commands/` and one line here.
enum CommandRegistry {
  /// The commands.
  static let all: [any ReplCommand.Type] = [
    // The session.
    HelpCommand.self,
    QuitCommand.self,
    InstructionsCommand.self,
    InstructionsSetCommand.self,
    InstructionsEditCommand.self,
    ContextCommand.self,
    OnToolErrorCommand.self,
    SetDateCommand.self,
    SetCommand.self,
    HistoryCommand.self,
    HistorySaveCommand.self,
    // Tools.
    ToolsCommand.self,
    ToolNewCommand.self,
    ToolDescribeCommand.self,
    ToolArgCommand.self,
    ToolRmArgCommand.self,
    ToolRunCommand.self,
    ToolShowCommand.self,
    ToolEditCommand.self,
    ToolRenameCommand.self,
    ToolLoadCommand.self,
    ToolSaveCommand.self,
    ToolRmCommand.self,
    ToolMCPCommand.self,
    ToolLogCommand.self,
    ToolAllowCommand.self,
    // The model.
    ModelCommand.self,
    MoveCommand.self,
    RawCommand.self,
    WhyCommand.self,
    WireCommand.self,
    // The transcript.
    EntriesCommand.self,
    ShowCommand.self,
    UndoCommand.self,
    RetryCommand.self,
    EditCommand.self,
    AnswerCommand.self,
    ResetCommand.self,
    SaveCommand.self,
    OpenCommand.self,
    TranscriptExportCommand.self,
  ]

  /// The command named `name` (`tool arg`), if there is one.
  static func command(named name: String) -> (any ReplCommand.Type)? {
    all.first { $0.spec.name == name }
  }

  /// The commands whose name starts with these words (`tool` gives every `tool …` command).
  static func commands(startingWith words: [String]) -> [any ReplCommand.Type] {
    all.filter { Array($0.spec.words.prefix(words.count)) == words }
  }
}
