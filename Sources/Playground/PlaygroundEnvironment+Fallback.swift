import CallsiteCore
public import Foundation

extension PlaygroundEnvironment {
  /// An environment that needs neither CallsiteTools nor CallsiteModels: canned tools
  /// (`reply`, `replies`, `fail`, `command`) and the manual model only.
  public static func fallback(baseDirectory: URL) -> PlaygroundEnvironment {
    PlaygroundEnvironment(
      baseDirectory: baseDirectory,
      readToolFile: { text, path in
        let value: JSONValue
        do {
          value = try JSONValue.parse(text)
        } catch {
          throw PlaygroundError("\(path):\(error)", hint: "fix the JSON and :tool load it again")
        }
        let draft = try ToolDraft(fileJSON: value, path: path)
        _ = try CannedTool(draft, baseDirectory: baseDirectory)
        return draft
      },
      makeTool: { draft, context in try CannedTool(draft, baseDirectory: context.baseDirectory) },
      makeModel: { spec in
        throw PlaygroundError(
          "the \(spec.summary.split(separator: " ")[0]) model is not part of this build",
          hint: "use :model manual")
      },
      renderSwift: { _ in
        throw PlaygroundError(
          "Swift rendering is not part of this build", hint: "use :tool show NAME schema")
      })
  }
}
