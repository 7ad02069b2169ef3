import CallsiteCore
import Foundation

/// `:model [offline|openai [OPTIONS]|replay FILE|manual]`: show or choose the model.
enum ModelCommand: ReplCommand {
  static let spec = CommandSpec(
    "model", "[offline|openai [OPTIONS]|replay FILE|manual]",
    summary: "Show or choose the model.",
    help: """
      Without arguments, shows the model. `offline` is the deterministic reference model
      (not a language model; the default). `openai` talks to an OpenAI-compatible server
      and takes `--base-url URL`, `--model NAME`, `--temperature T` and
      `--tool-choice auto|none|required|NAME` (the key comes from OPENAI_API_KEY).
      `replay FILE` replays the model turns of a transcript while the tools run again.
      `manual` makes you the model: give each move with `:move`.
      """,
    valuedOptions: ["base-url", "model", "temperature", "tool-choice"])

  static let kinds = ["offline", "openai", "replay", "manual"]

  static func completions(_ request: CompletionRequest) -> [String] {
    if request.index == 0 { return request.matching(kinds) }
    return request.arguments.first == "replay" ? request.files(in: "transcripts") : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    guard let kind = c.arguments.first else {
      playground.say("model: " + playground.model.summary)
      return .proceed
    }
    let spec = try model(kind, c, on: playground)
    if kind != "openai", !c.options.isEmpty {
      throw PlaygroundError(
        "--\(c.options.keys.sorted()[0]) is an option of :model openai",
        hint: "type :model openai --model NAME")
    }
    if spec != .manual {
      do {
        _ = try playground.environment.makeModel(spec)
      } catch {
        throw PlaygroundError("cannot use that model: \(error)", hint: "see :help model")
      }
    }
    playground.model = spec
    playground.sessionIsStale = true
    playground.say("model: " + spec.summary)
    return .proceed
  }

  private static func model(
    _ kind: String, _ c: ParsedCommand, on playground: isolated Playground
  ) throws(PlaygroundError) -> ModelSpec {
    switch kind {
    case "offline":
      try c.expectAtMost(1)
      return .offline
    case "manual":
      try c.expectAtMost(1)
      return .manual
    case "replay":
      try c.expectAtMost(2)
      let path = playground.resolve(
        try c.argument(1, "a transcript file"), folder: "transcripts")
      guard FileManager.default.fileExists(atPath: path.path) else {
        throw PlaygroundError(
          "there is no transcript at \(playground.display(path))",
          hint: "give the path of a transcript file")
      }
      return .replay(path: path.path)
    case "openai":
      try c.expectAtMost(1)
      return .openai(
        OpenAISettings(
          baseURL: c.options["base-url"], model: c.options["model"],
          temperature: try c.numberOption("temperature"), toolChoice: c.options["tool-choice"]))
    default:
      throw PlaygroundError(
        "unknown model \"\(kind)\"", hint: "choose offline, openai, replay FILE or manual")
    }
  }
}
