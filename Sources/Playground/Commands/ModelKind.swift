import CallsiteCore
import CallsiteModels
import Foundation

/// One kind of `:model` (`offline`, `openai`, `replay`, `manual`): its name and how the rest
/// of the command makes its `ModelSpec`.
///
/// The kinds are declared once in `all`, which completion and `:model` read, instead of a
/// switch on the word.
struct ModelKind: Sendable {
  /// The word typed after `:model`.
  let name: String
  /// The model the command asks for; checked, so that a bad one changes nothing.
  let make: @Sendable (ParsedCommand, isolated Playground) throws(PlaygroundError) -> ModelSpec

  /// The kind named `name`, if there is one.
  static func named(_ name: String) -> ModelKind? { all.first { $0.name == name } }

  /// Every kind, in the order completion offers them.
  static let all: [ModelKind] = [
    ModelKind(name: "offline") { c, _ throws(PlaygroundError) in
      try c.expectNothing(after: ModelCommand.kind)
      return .offline
    },
    ModelKind(name: "openai", make: openai),
    ModelKind(name: "replay", make: replay),
    ModelKind(name: "manual") { c, _ throws(PlaygroundError) in
      try c.expectNothing(after: ModelCommand.kind)
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
    try c.expectNothing(after: ModelCommand.kind)
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
