// The one file that wires the playground to the real tools and models.
import CallsiteCore
import CallsiteModels
import CallsiteTools
public import Foundation

extension PlaygroundEnvironment {
  /// The environment `repl` uses: CallsiteTools' tools, CallsiteModels' models.
  public static func standard(
    baseDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PlaygroundEnvironment {
    PlaygroundEnvironment(
      baseDirectory: baseDirectory,
      readToolFile: { text, path in
        let file = try ToolFile.parse(text, path: path, baseDirectory: baseDirectory)
        let value = try JSONValue.parse(file.jsonText)
        return ToolDraft(definition: file.definition, run: value["run"], path: path)
      },
      makeTool: { draft, context in
        let file = try ToolFile.parse(
          draft.fileText, path: draft.path ?? draft.name, baseDirectory: context.baseDirectory)
        return try file.makeTool(options: ToolRunOptions(date: context.date))
      },
      makeModel: { spec in
        switch spec {
        case .offline:
          return OfflineModel()
        case .openai:
          throw PlaygroundError("the OpenAI-compatible backend is not part of this build yet")
        case .replay(let path):
          let text = try String(contentsOfFile: path, encoding: .utf8)
          return ReplayModel(recording: try Transcript(jsonText: text))
        case .manual:
          throw PlaygroundError("the playground is the manual model", hint: "use :model manual")
        }
      },
      exportOpenAI: { _ in throw PlaygroundError("exporting OpenAI messages is not part of this build yet") },
      renderSwift: { definition in SwiftDeclaration.tool(definition) },
      builtinToolNames: BuiltinTools.names)
  }
}
