import CallsiteCore
import CallsiteModels
import Foundation

/// `:model [offline|openai [OPTIONS]|replay FILE|manual]`: show or choose the model.
enum ModelCommand: ReplCommand {
  static let spec = CommandSpec(
    "model",
    summary: "Show or choose the model.",
    help: """
      Without arguments, shows the model; with one, chooses it. `openai` takes
      `--base-url URL`, `--model NAME` and the settings of `:set` as options
      (`--tool-choice getCoordinates,auto` forces the first round to call getCoordinates and
      leaves later rounds to the model; `--temperature 0`, `--seed`, `--max-tokens`,
      `--read-timeout`, `--stream on|off`). A user, password or key in the base URL is
      shown as `***`.
      """,
    options: openAIOptions
  ).taking(kind)

  /// `--base-url URL`.
  static let baseURL = CommandOption.value("base-url", "URL", help: "The server's base URL.")
  /// `--model NAME`.
  static let modelName = CommandOption.value("model", "NAME", help: "The model's name.")
  /// The client's settings, as `:set` takes them.
  static let clientOptions = ModelSpec.optionOrder.map {
    CommandOption.value($0, "VALUE", help: "As :set \($0).")
  }

  /// The options of `openai`.
  static let openAIOptions = [baseURL, modelName] + clientOptions

  /// `:model`'s first word.
  static let kind = CommandArgument.oneOf(
    ModelKind.all.map(\.choice), help: "a kind of model, one of:", isOptional: true)
  /// `replay`'s transcript.
  static let file = CommandArgument("FILE", help: "a transcript file", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    spec.argument(at: request.index, typed: request.arguments) == file
      ? request.files(in: "transcripts") : request.declared(by: spec)
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    guard let declared = try c.chosen(Self.kind, among: ModelKind.all, unknown: "model") else {
      report.say("model: " + playground.state.model.summary + sentName(on: playground))
      return report
    }
    let spec = try declared.make(c, playground)
    let taken = Set(declared.choice.options.map(\.name))
    if let other = c.options.keys.sorted().first(where: { !taken.contains($0) }) {
      throw PlaygroundError(
        "--\(other) is an option of :model openai", hint: "type :model openai --model NAME")
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
    report.say("model: " + spec.summary + sentName(on: playground))
    return report
  }

  /// For a server, the model name each request will carry (a preset's default, such as
  /// `gemma-3-270m`, when `--model` was not given), so that it is not seen first in `:raw`.
  static func sentName(on playground: isolated Playground) -> String {
    guard case .openai = playground.state.model,
      let name = (try? playground.languageModel())?.provenance.model, !name.isEmpty
    else { return "" }
    return " (requests name the model \"\(name)\")"
  }
}
