public import CallsiteCore
import CallsiteModels
public import Foundation

/// What the author has built in the playground: the model, the tools, the instructions, the
/// tool-error policy and the settings, as one value.
///
/// Commands change it only through the named operations below, which check what they are
/// given; the session's configuration is derived from it (`sessionConfiguration`) when a turn
/// needs it, so nothing beside it has to remember that it changed.
public struct PlaygroundState: Sendable, Equatable {
  /// The settings `:set`, `:context` and `:set date` change.
  public struct Settings: Sendable, Equatable {
    /// The most model rounds that call tools in one turn (`:set max-rounds`).
    public var maxRounds = 8
    /// The first round of a turn whose request offers no tools (`:set answer-round`), if any.
    public var answerRound: Int?
    /// The context size the meter measures against (`:context`).
    public var contextSize = Callsite.defaultContextSize
    /// The date the transcript records as captured (`:set date`), instead of now.
    public var fixedDate: Date?
    /// The OpenAI client's settings by option name; kept while another model is chosen.
    public var openAIOptions: [String: String] = [:]
  }

  /// The model chosen with `:model`.
  public internal(set) var model: ModelSpec = .offline
  /// The session's tools, in the order they were added.
  public internal(set) var tools: [ToolDraft] = []
  /// The instructions a new transcript starts with.
  public internal(set) var instructions = ""
  /// What a tool's error does to the turn (`:on-tool-error`).
  public internal(set) var policy: ToolErrorPolicy = .fail
  /// The settings.
  public internal(set) var settings = Settings()

  /// What the session is configured from: everything above but where tool files live and
  /// the client options kept for a model not chosen, which no request depends on.
  struct SessionConfiguration: Equatable {
    let model: ModelSpec
    let tools: [ToolDefinitionAndRun]
    let instructions: String
    let policy: ToolErrorPolicy
    let maxRounds: Int
    let answerRound: Int?
    let contextSize: Int
    let fixedDate: Date?
  }

  /// A tool as the session runs it.
  struct ToolDefinitionAndRun: Equatable {
    let definition: ToolDefinition
    let run: JSONValue?
  }

  /// The configuration the session needs for this state.
  var sessionConfiguration: SessionConfiguration {
    SessionConfiguration(
      model: model,
      tools: tools.map { ToolDefinitionAndRun(definition: $0.definition, run: $0.run) },
      instructions: instructions, policy: policy, maxRounds: settings.maxRounds,
      answerRound: settings.answerRound, contextSize: settings.contextSize,
      fixedDate: settings.fixedDate)
  }

  /// The tools' names, in order.
  public var toolNames: [String] { tools.map(\.name) }

  /// The index of the tool named `name`, if there is one.
  public func index(of name: String) -> Int? { tools.firstIndex { $0.name == name } }

  // MARK: - Named operations

  /// Sets the instructions a new transcript starts with.
  mutating func setInstructions(_ text: String) { instructions = text }

  /// Adds a tool, or replaces the one with its name.
  mutating func putTool(_ draft: ToolDraft) {
    if let i = index(of: draft.name) { tools[i] = draft } else { tools.append(draft) }
  }

  /// Replaces the tool at `index` (which may be renamed).
  mutating func replaceTool(at index: Int, with draft: ToolDraft) { tools[index] = draft }

  /// Renames the tool at `index`, which no longer belongs to the old name's file.
  mutating func renameTool(at index: Int, to name: String) {
    tools[index].definition.name = name
    tools[index].path = nil
  }

  /// Removes the tool at `index` and returns it.
  @discardableResult
  mutating func removeTool(at index: Int) -> ToolDraft { tools.remove(at: index) }

  /// Chooses the model; an OpenAI model's options become the ones kept for `:set`.
  mutating func chooseModel(_ spec: ModelSpec) {
    if case .openai(let chosen) = spec { settings.openAIOptions = chosen.options }
    model = spec
  }

  /// Sets what a tool's error does to the turn.
  mutating func setPolicy(_ policy: ToolErrorPolicy) { self.policy = policy }

  /// Sets the context size in tokens.
  mutating func setContextSize(_ size: Int) { settings.contextSize = size }

  /// Sets the date transcripts record as captured; nil records now.
  mutating func setDate(_ date: Date?) { settings.fixedDate = date }

  /// Changes one setting (`:set NAME VALUE`, `:retry NAME=VALUE`); the value is checked now,
  /// and a client option also changes the OpenAI model when it is the one chosen.
  mutating func set(_ name: String, to value: String) throws(PlaygroundError) {
    guard let setting = Self.declaredSettings.first(where: { $0.name == name }) else {
      let near = Suggestion.closest(name, among: Self.settingNames)
      throw PlaygroundError(
        "there is no setting \"\(name)\"",
        hint: near.map { "did you mean \($0)?" } ?? "type :set to list the settings")
    }
    try setting.apply(&self, value)
  }

  /// The names `:set` takes.
  static let settingNames = declaredSettings.map(\.name)

  /// `off`, or a round from 1.
  static func answerRound(_ value: String) throws(PlaygroundError) -> Int? {
    if value.lowercased() == "off" { return nil }
    guard let round = Int(value), round >= 1 else {
      throw PlaygroundError(
        "answer-round must be a round from 1, or off, not \"\(value)\"",
        hint: "type :set answer-round 2 to make round 2 answer from the outputs of round 1")
    }
    return round
  }

  /// Sets a client option: the value is checked, kept, and given to the OpenAI model when it
  /// is the one chosen.
  mutating func setModelOption(_ option: OpenAIOption, to value: String)
    throws(PlaygroundError)
  {
    var probe = OpenAIConfiguration.llamaCpp
    do {
      try probe.set(option, to: value, toolNames: nil)
    } catch {
      throw PlaygroundError(error.description, hint: "type :set \(option) VALUE")
    }
    if option == .toolChoice { try checkToolChoice(value) }
    settings.openAIOptions[option.rawValue] = value
    if case .openai(var chosen) = model {
      chosen.options = settings.openAIOptions
      model = .openai(chosen)
    }
  }

  /// Checks a tool choice against the tools: a name there is no tool for is an error now,
  /// not after the server has been asked.
  func checkToolChoice(_ text: String?) throws(PlaygroundError) {
    guard let text, case .openai = model else { return }
    do {
      let policy = try OpenAIToolChoicePolicy(parsing: text)
      try policy.validate(toolNames: toolNames)
    } catch {
      throw PlaygroundError(error.description, hint: "type :tools to see the tools")
    }
  }
}
