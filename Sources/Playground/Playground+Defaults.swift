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
      // Paths inside a tool file resolve against its own folder, as in `gen`; a tool not
      // saved yet has the base directory as its folder.
      readToolFile: { text, path in
        let file = try ToolFile.parse(text, path: path, workingDirectory: baseDirectory)
        let value = try JSONValue.parse(file.jsonText)
        return ToolDraft(definition: file.definition, run: value["run"], path: path)
      },
      makeTool: { draft, context in
        // An unsaved tool resolves its paths where `:tool save` will put it.
        let file = try ToolFile.parse(
          draft.fileText,
          path: draft.path ?? ToolDraft.unsavedPath(of: draft.name, in: context.baseDirectory),
          workingDirectory: context.baseDirectory)
        return try file.makeTool(
          options: ToolRunOptions(date: context.date, mcpServers: context.mcpServers))
      },
      makeModel: { spec, hooks in
        switch spec {
        case .offline:
          return OfflineModel(placeTimeZone: PlaceTimeZones.identifier(forPlace:))
        case .openai(let s):
          // A base URL may name a preset: `ollama` or `llama.cpp`.
          let preset = s.baseURL.flatMap(OpenAIConfiguration.preset(named:))
          var configuration = OpenAIConfiguration.fromEnvironment(
            environment, baseURL: preset == nil ? s.baseURL : nil, model: s.model,
            preset: preset ?? .llamaCpp)
          for name in ModelSpec.optionOrder {
            guard let value = s.options[name], let option = OpenAIOption(rawValue: name) else {
              continue
            }
            try configuration.set(option, to: value)
          }
          return OpenAIModel(
            configuration: configuration, exchanges: hooks.exchanges, events: hooks.events)
        case .replay(let path):
          guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("there is no transcript at \(path)", hint: "check the path")
          }
          do {
            return ReplayModel(recording: try Transcript(jsonText: try String(strictUTF8: data)))
          } catch let error as InvalidUTF8 {
            throw PlaygroundError(error.formatted(path: path))
          } catch {
            throw PlaygroundError("\(path):\(error)")
          }
        case .manual:
          throw PlaygroundError("the playground is the manual model", hint: "use :model manual")
        }
      },
      renderSwift: { definition in SwiftDeclaration.tool(definition) },
      builtinToolNames: BuiltinTools.names)
  }
}
