import CallsiteCore
import Foundation

/// `:tool save NAME [PATH]`: write a tool to its file.
enum ToolSaveCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool save", summary: "Save a tool to its file.",
    help: """
      Writes the tool to `content/tools/NAME.json` (or PATH) in the tool file format.
      Replacing a file the tool was not loaded from or saved to, or one that changed on
      disk since, asks first; in a script it is an error, and `:tool save! NAME` (or
      `--force`) replaces it. The file is replaced only once the new one is written.
      Relative paths in a `command` or `mcp` run are rewritten to start from the file's
      folder, where a tool file's paths resolve.
      """,
    options: [CommandSpec.force]
  ).taking(CommandSpec.toolName, path)

  static let path = CommandArgument("PATH", help: "a file to save to")

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 1: request.files(in: "tools")
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let name = playground.state.tools[i].name
    let url = playground.resolve(try c.value(Self.path) ?? name, folder: "tools")
    let forced = ":tool save! " + c.arguments.joined(separator: " ")
    // Relative paths in a command keep naming the same files from the new file's folder.
    let draft = playground.state.tools[i]
    var moved = draft.rebased(
      from: playground.toolFolder(of: draft), to: url.deletingLastPathComponent())
    _ = try await playground.save(
      moved.fileText, to: url, force: c.has(CommandSpec.force), forced: forced)
    moved.path = playground.display(url)
    playground.state.replaceTool(at: i, with: moved)
    playground.unsavedTools.remove(name)
    report.say(
      playground.checkMode
        ? "\(playground.display(url)) matches" : "saved \(name) to \(playground.display(url))")
    if !playground.checkMode, let run = moved.run, run != draft.run {
      report.say(
        "relative paths in \(name)'s run now start from the file's folder: \(run.compactText)",
        .note)
    }
    return report
  }
}
