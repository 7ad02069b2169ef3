import CallsiteCore
import Foundation

/// `:tool rename OLD NEW`: give a tool of the session another name.
enum ToolRenameCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool rename", summary: "Rename a tool.",
    help: """
      Renames a tool of the session: the model is offered it as NEW from the next turn.
      Its file, if it was saved or loaded, stays as it is: :tool save NEW writes
      content/tools/NEW.json. Instructions and a tool-choice setting that name OLD are not
      changed (the playground says so when they do).
      """
  ).taking(old, new)

  static let old = CommandArgument("OLD", help: "the tool's name", isOptional: false)
  static let new = CommandArgument("NEW", help: "the new name", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.tools : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(Self.old))
    let new = try c.required(Self.new)
    let old = playground.state.tools[i].name
    guard Playground.isToolName(new) else {
      throw PlaygroundError(
        "\"\(new)\" is not a tool name",
        hint: "use letters, digits, _ and -, starting with a letter: :tool rename \(old) getRate")
    }
    guard new != old else {
      throw PlaygroundError("\(old) already has that name", hint: "give a new name")
    }
    guard playground.index(of: new) == nil else {
      throw PlaygroundError(
        "there is already a tool named \(new)",
        hint: "remove it first with :tool rm \(new), or choose another name")
    }
    playground.rename(tool: i, from: old, to: new, into: &report)
    await playground.toolsChanged(into: &report)
    report.say("renamed \(old) to \(new)")
    return report
  }
}

extension Playground {
  /// Renames the tool at `index` from `old`: unsaved under its new name, and no longer tied to the
  /// file of the old one; says what still names the old name.
  func rename(tool index: Int, from old: String, to new: String, into report: inout CommandReport) {
    state.renameTool(at: index, to: new)
    unsavedTools.remove(old)
    unsavedTools.insert(new)
    var naming: [String] = []
    if state.instructions.contains(old) { naming.append("the instructions (:instructions edit)") }
    if let choice = state.settings.openAIOptions["tool-choice"], choice.contains(old) {
      naming.append("the tool-choice setting (:set tool-choice …)")
    }
    if !naming.isEmpty {
      report.say("note: \(naming.joined(separator: " and ")) still name \(old)", .note)
    }
  }
}
