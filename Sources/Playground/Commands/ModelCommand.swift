import CallsiteCore
import CallsiteModels
import Foundation

/// `:model [offline|openai [OPTIONS]|replay FILE|manual]`: show or choose the model.
enum ModelCommand: ReplCommand {
  static let spec = CommandSpec(
    "model", "[offline|openai [OPTIONS]|replay FILE|manual]",
    summary: "Show or choose the model.",
    help: """
      Without arguments, shows the model. `offline` is the deterministic reference model
      (not a language model; the default). `openai` talks to an OpenAI-compatible server
      and takes `--base-url URL`, `--model NAME` and the settings of `:set` as options
      (`--tool-choice getCoordinates,auto` forces the first round to call getCoordinates and
      leaves later rounds to the model; `--temperature 0`, `--seed`, `--max-tokens`,
      `--read-timeout`, `--stream on|off`); the key comes from OPENAI_API_KEY. A user,
      password or key in the base URL is shown as `***`.
      `replay FILE` replays the model turns of a transcript while the tools run again.
      `manual` makes you the model: give each move with `:move`.
      """,
    options: [baseURL, modelName] + clientOptions)

  /// `--base-url URL`.
  static let baseURL = CommandOption.value("base-url", "URL", help: "The server's base URL.")
  /// `--model NAME`.
  static let modelName = CommandOption.value("model", "NAME", help: "The model's name.")
  /// The client's settings, as `:set` takes them.
  static let clientOptions = ModelSpec.optionOrder.map {
    CommandOption.value($0, "VALUE", help: "As :set \($0).")
  }

  static let kinds = ["offline", "openai", "replay", "manual"]

  static func completions(_ request: CompletionRequest) -> [String] {
    if request.index == 0 { return request.matching(kinds) }
    return request.arguments.first == "replay" ? request.files(in: "transcripts") : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    guard let kind = c.arguments.first else {
      playground.say("model: " + playground.state.model.summary + sentName(on: playground))
      return .proceed
    }
    let spec = try model(kind, c, on: playground)
    if kind != "openai", !c.options.isEmpty {
      throw PlaygroundError(
        "--\(c.options.keys.sorted()[0]) is an option of :model openai",
        hint: "type :model openai --model NAME")
    }
    let previous = (playground.state, playground.builtModel)
    playground.state.chooseModel(spec)
    // Choosing a model builds it again, even the same one: a replay starts from its start.
    playground.builtModel = nil
    do {
      _ = try playground.languageModel()
    } catch {
      (playground.state, playground.builtModel) = previous
      throw PlaygroundError(
        "cannot use that model: \(error.message)", hint: error.hint ?? "see :help model")
    }
    playground.say("model: " + spec.summary + sentName(on: playground))
    return .proceed
  }

  /// For a server, the model name each request will carry (a preset's default, such as
  /// `gemma-3-270m`, when `--model` was not given), so that it is not seen first in `:raw`.
  static func sentName(on playground: isolated Playground) -> String {
    guard case .openai = playground.state.model,
      let name = (try? playground.languageModel())?.provenance.model, !name.isEmpty
    else { return "" }
    return " (requests name the model \"\(name)\")"
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
      var options = playground.state.settings.openAIOptions
      for declared in clientOptions {
        let name = declared.name
        guard let value = c.value(declared), let option = OpenAIOption(rawValue: name) else {
          continue
        }
        var probe = OpenAIConfiguration.llamaCpp
        do {
          try probe.set(option, to: value)
        } catch {
          throw PlaygroundError(error.description, hint: "see :help model")
        }
        options[name] = value
      }
      return .openai(
        OpenAISettings(
          baseURL: c.value(baseURL), model: c.value(modelName), options: options))
    default:
      throw PlaygroundError(
        "unknown model \"\(kind)\"", hint: "choose offline, openai, replay FILE or manual")
    }
  }
}
