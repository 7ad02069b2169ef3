import CallsiteCore
import CallsiteModels
import Foundation

/// One kind of `:model` (`offline`, `openai`, `replay`, `manual`): its declared choice and
/// how the rest of the command makes its `ModelSpec`.
///
/// The kinds are declared once in `all`, which `:model`'s declaration (its usage, help and
/// the reference), completion and the dispatch read, instead of a switch on the word.
struct ModelKind: DeclaredChoice, Sendable {
  /// The word typed after `:model`, what follows it and what it does.
  let choice: CommandChoice
  /// The model the command asks for; checked, so that a bad one changes nothing.
  let make: @Sendable (ParsedCommand, isolated Playground) throws(PlaygroundError) -> ModelSpec

  /// Every kind, in the order the usage and completion list them.
  static let all: [ModelKind] = [
    ModelKind(
      choice: CommandChoice(
        "offline", help: "the deterministic reference model (not a language model; the default)")
    ) { c, _ throws(PlaygroundError) in
      try c.expectDeclaredArguments()
      return .offline
    },
    ModelKind(
      choice: CommandChoice(
        "openai", options: ModelCommand.openAIOptions,
        help: "an OpenAI-compatible server; the key comes from OPENAI_API_KEY"),
      make: openai),
    ModelKind(
      choice: CommandChoice(
        "replay", [ModelCommand.file],
        help: "replays the model turns of a transcript while the tools run again"),
      make: replay),
    ModelKind(
      choice: CommandChoice("manual", help: "you are the model: give each move with `:move`")
    ) { c, _ throws(PlaygroundError) in
      try c.expectDeclaredArguments()
      return .manual
    },
  ]

  private static func replay(_ c: ParsedCommand, on playground: isolated Playground)
    throws(PlaygroundError) -> ModelSpec
  {
    try c.expectDeclaredArguments()
    let path = playground.resolve(try c.required(ModelCommand.file), folder: "transcripts")
    guard FileManager.default.fileExists(atPath: path.path) else {
      throw PlaygroundError(
        "there is no transcript at \(playground.display(path))",
        hint: "give the path of a transcript file")
    }
    return .replay(path: path.path)
  }

  private static func openai(_ c: ParsedCommand, on playground: isolated Playground)
    throws(PlaygroundError) -> ModelSpec
  {
    try c.expectDeclaredArguments()
    var options = playground.state.settings.openAIOptions
    for declared in ModelCommand.clientOptions {
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
        baseURL: c.value(ModelCommand.baseURL), model: c.value(ModelCommand.modelName),
        options: options))
  }
}
