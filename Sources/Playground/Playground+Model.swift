import CallsiteCore
public import CallsiteModels

extension Playground {
  /// The log `repl --log FILE` appends exchanges to; `failed` gets what is wrong with the
  /// path and must not return.
  public static func exchangeLog(
    at path: String?, failed: (String) -> Never
  ) -> OpenAIExchangeLog? {
    guard let path else { return nil }
    do {
      return try OpenAIExchangeLog(path: path)
    } catch {
      failed("\(error)")
    }
  }

  /// The model for the next turn: the one built for the current `:model` and settings, or
  /// a new one when they changed (so its exchanges and connection outlive a turn).
  func languageModel() throws(PlaygroundError) -> any LanguageModel {
    if model == .manual { return AuthorModel.make(moves: moves, ask: askMove) }
    try checkToolChoice(openAIOptions["tool-choice"])
    if let builtModel { return builtModel }
    let hooks = ModelHooks(exchanges: exchanges, events: stream.sink)
    do {
      let made = try environment.makeModel(model, hooks)
      builtModel = made
      return made
    } catch let error as PlaygroundError {
      throw error
    } catch {
      throw PlaygroundError("cannot start the model: \(error)", hint: "choose another with :model")
    }
  }

  /// Checks a tool choice against the session's tools: a name it has no tool for is an
  /// error now, not after the server has been asked.
  func checkToolChoice(_ text: String?) throws(PlaygroundError) {
    guard let text, case .openai = model else { return }
    do {
      let policy = try OpenAIToolChoicePolicy(parsing: text)
      try policy.validate(toolNames: toolNames)
    } catch {
      throw PlaygroundError(error.description, hint: "type :tools to see the tools")
    }
  }

  /// Sets a client option (`:set NAME VALUE`): the value is checked, kept, and the model
  /// rebuilt with it when it is the OpenAI one.
  func setModelOption(_ option: OpenAIOption, to value: String) throws(PlaygroundError) {
    var probe = OpenAIConfiguration.llamaCpp
    do {
      try probe.set(option, to: value, toolNames: nil)
    } catch {
      throw PlaygroundError(error.description, hint: "type :set \(option) VALUE")
    }
    if option == .toolChoice { try checkToolChoice(value) }
    openAIOptions[option.rawValue] = value
    if case .openai(var settings) = model {
      settings.options = openAIOptions
      model = .openai(settings)
      sessionIsStale = true
    }
  }
}
