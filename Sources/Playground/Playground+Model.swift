import CallsiteCore
import CallsiteModels

extension Playground {
  /// The model for the next turn: the one built for the current `:model` and settings, or
  /// a new one when they changed (so its exchanges and connection outlive a turn).
  func languageModel() throws(PlaygroundError) -> any LanguageModel {
    if state.model == .manual { return AuthorModel.make(moves: moves, ask: askMove) }
    try state.checkToolChoice(state.settings.openAIOptions["tool-choice"])
    if let builtModel, builtModel.spec == state.model { return builtModel.model }
    let hooks = ModelHooks(exchanges: exchanges, events: stream.sink)
    do {
      let made = try environment.makeModel(state.model, hooks)
      modelBuilds += 1
      builtModel = BuiltModel(spec: state.model, model: made, build: modelBuilds)
      return made
    } catch let error as PlaygroundError {
      throw error
    } catch {
      throw PlaygroundError("cannot start the model: \(error)", hint: "choose another with :model")
    }
  }
}

/// A model as built for a `ModelSpec`; `build` counts the models built, so that a session
/// configured with an older one is configured again.
struct BuiltModel {
  let spec: ModelSpec
  let model: any LanguageModel
  let build: Int
}
