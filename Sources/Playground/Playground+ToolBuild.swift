import CallsiteCore
import CallsiteTools
import Foundation

extension Playground {
  /// Builds a tool from its draft; `saved` says whether the draft is what its file holds.
  ///
  /// A tool file's error names the file, line and column. A draft that is not saved (or has
  /// changes since) is checked as text no file holds, so its error names the tool instead,
  /// says that it is unsaved, and gives the line and column in the JSON that
  /// `:tool show NAME file` prints.
  func buildTool(_ draft: ToolDraft, saved: Bool) throws(PlaygroundError) -> any Tool {
    do {
      return try environment.makeTool(draft, toolContext)
    } catch let error as ToolFileError where !saved {
      throw PlaygroundError(
        Self.unsavedMessage(draft, error),
        hint: "fix it with :tool run \(draft.name) …; :tool show \(draft.name) file shows its JSON")
    } catch {
      throw PlaygroundError(
        "tool \(draft.name) cannot run: \(error)", hint: "fix it with :tool run \(draft.name) …")
    }
  }

  /// Whether the draft is what its file holds.
  func isSaved(_ draft: ToolDraft) -> Bool {
    draft.path != nil && !unsavedTools.contains(draft.name)
  }

  /// The folder the draft's relative paths mean: its file's, or for a tool not saved yet,
  /// `content/tools/`, where `:tool save NAME` puts it.
  func toolFolder(of draft: ToolDraft) -> URL {
    ToolFile.folder(
      of: draft.path ?? ToolDraft.unsavedPath(of: draft.name, in: environment.baseDirectory),
      workingDirectory: environment.baseDirectory)
  }

  /// `tool NAME is not saved yet (line L, column C of its JSON): message`.
  static func unsavedMessage(_ draft: ToolDraft, _ error: ToolFileError) -> String {
    let state =
      draft.path.map { "has changes not saved to \($0)" } ?? "is not saved to a file yet"
    return
      "tool \(draft.name) \(state) (line \(error.line), column \(error.column) of its JSON): "
      + error.message
  }
}
