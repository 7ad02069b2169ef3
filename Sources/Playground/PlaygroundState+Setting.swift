import CallsiteCore
import CallsiteModels

extension PlaygroundState {
  /// One setting of `:set NAME VALUE`: its name, how a value changes the state (checked
  /// first), and the line `:set` lists it with.
  ///
  /// The settings are declared once in `declaredSettings`; `:set`, `:retry NAME=VALUE`,
  /// the listing and completion read that table instead of a chain of ifs on the name.
  struct Setting: Sendable {
    /// The word typed after `:set`.
    let name: String
    /// What it sets, for `:set`'s help.
    let help: String
    /// Changes the state to hold `value`, or throws without changing it.
    let apply: @Sendable (inout PlaygroundState, String) throws(PlaygroundError) -> Void
    /// How `:set` lists the current value.
    let listing: @Sendable (PlaygroundState) -> String
  }

  /// Every setting, in the order `:set` lists them.
  static let declaredSettings: [Setting] =
    [
      Setting(
        name: "max-rounds", help: "the most model rounds that call tools in one turn (8)",
        apply: { state, value throws(PlaygroundError) in
          guard let rounds = Int(value), rounds >= 1 else {
            throw PlaygroundError(
              "max-rounds must be a whole number from 1, not \"\(value)\"",
              hint: "type :set max-rounds 8")
          }
          state.settings.maxRounds = rounds
        },
        listing: { "max-rounds \($0.settings.maxRounds)" }),
      Setting(
        name: "answer-round",
        help: "from this round of every turn on, requests offer no tools, so the model must "
          + "answer from the outputs it has (`off`, the default, offers them in every round)",
        apply: { state, value throws(PlaygroundError) in
          state.settings.answerRound = try answerRound(value)
        },
        listing: {
          $0.settings.answerRound.map { "answer-round \($0)" } ?? "answer-round off (default)"
        }),
    ]
    + ModelSpec.optionOrder.compactMap { name in
      OpenAIOption(rawValue: name).map(clientSetting)
    }

  /// A setting of the OpenAI client, kept while another model is chosen.
  private static func clientSetting(_ option: OpenAIOption) -> Setting {
    Setting(
      name: option.rawValue, help: "the OpenAI client's: \(option.valueHint)",
      apply: { state, value throws(PlaygroundError) in try state.setModelOption(option, to: value)
      },
      listing: { state in
        if let value = state.settings.openAIOptions[option.rawValue] {
          return "\(option.rawValue) \(value)"
        }
        let fallback = OpenAIConfiguration.llamaCpp.value(of: option) ?? "(the server's default)"
        return "\(option.rawValue) \(fallback) (default)"
      })
  }
}
