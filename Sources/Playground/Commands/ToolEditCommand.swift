import CallsiteCore
import Foundation

/// `:tool edit NAME`: a tool's file in the author's editor, checked when it comes back.
enum ToolEditCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool edit", summary: "Edit a tool's JSON in $EDITOR.",
    help: """
      Opens the tool's file, as :tool show NAME file shows it, in your editor ($VISUAL,
      else $EDITOR, else vi). When the editor exits with the text changed, it is checked as
      :tool load checks a file; a mistake is shown with its line and column, and you are
      asked whether to open the editor again with your text. Answer no and the tool keeps
      its old definition, and your text is kept in a file whose path is shown. Changing the
      name renames the tool. Left unchanged or emptied, nothing changes. A session script
      cannot hold an edit: :tool save NAME writes the tool, and the script's :tool load
      NAME reads it.
      """
  ).taking(CommandSpec.toolName)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let old = playground.state.tools[i]
    playground.replaceScriptRecord(with: [])
    var text = old.fileText
    while true {
      guard
        let edited = try await playground.editedText(
          text, fileName: "\(old.name).json", what: "the tool \(old.name)",
          comparedWith: old.fileText, into: &report)
      else { return report }
      do {
        let draft = try playground.checkEditedTool(edited, replacing: old)
        playground.state.replaceTool(at: i, with: draft)
        if draft.name != old.name {
          playground.rename(tool: i, from: old.name, to: draft.name, into: &report)
        } else {
          playground.unsavedTools.insert(draft.name)
        }
        playground.script.caveat(
          "tools changed with :tool edit are not in the script; save them with :tool save "
            + "and load them in the script with :tool load")
        await playground.toolsChanged(into: &report)
        report.say("\(draft.name) changed (runs: \(draft.runKind))")
        return report
      } catch {
        // Said at once, not reported: the author reads it before answering the question.
        playground.say(error.description, .failure)
        text = edited
        if await playground.confirm("Open the editor again with your text?") { continue }
        let kept = playground.keepRejected(edited, name: old.name)
        throw PlaygroundError(
          "\(old.name) keeps its old definition",
          hint: kept.map { "your text is kept in \($0)" } ?? "your text could not be kept")
      }
    }
  }
}

extension Playground {
  /// The edited text of a tool file as a draft, checked as `:tool load` checks a file;
  /// a name taken by another tool is refused.
  func checkEditedTool(_ text: String, replacing old: ToolDraft) throws(PlaygroundError)
    -> ToolDraft
  {
    let path = old.path ?? ToolDraft.unsavedPath(of: old.name, in: environment.baseDirectory)
    var draft: ToolDraft
    do {
      draft = try environment.readToolFile(text, path)
    } catch {
      let file = old.path.map { "; \($0) is unchanged" } ?? ""
      throw PlaygroundError("\(error) (in the text you edited\(file))")
    }
    draft.path = old.path
    if draft.name != old.name, index(of: draft.name) != nil {
      throw PlaygroundError(
        "the edited tool is named \(draft.name), and there is already a tool of that name")
    }
    return draft
  }

  /// Writes a rejected edit where the author can find it: its path, or nil.
  func keepRejected(_ text: String, name: String) -> String? {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("callsite-\(name)-\(UUID().uuidString.prefix(8)).json")
    do {
      try Data(text.utf8).write(to: url)
      return url.path
    } catch {
      return nil
    }
  }
}
