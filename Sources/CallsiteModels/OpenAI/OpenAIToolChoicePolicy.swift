public import CallsiteCore
import Foundation

/// Which `tool_choice` each model round of a turn is sent with: `getCoordinates,auto` forces
/// round 1 to call `getCoordinates` and leaves every later round to the model.
///
/// Round *n* uses the *n*th item; rounds past the list use its last item. The round is
/// counted from the request: one more than the tool-calls entries since the last prompt.
public struct OpenAIToolChoicePolicy: Sendable, Equatable, CustomStringConvertible {
  /// The choice of each round, in order; never empty.
  public let rounds: [OpenAIToolChoice]

  /// Every round `auto`: the model decides.
  public static let auto = OpenAIToolChoicePolicy(uncheckedRounds: [.auto])

  /// A policy of these rounds; an empty list means `auto`.
  public init(_ rounds: [OpenAIToolChoice]) {
    self.rounds = rounds.isEmpty ? [.auto] : rounds
  }

  private init(uncheckedRounds: [OpenAIToolChoice]) { rounds = uncheckedRounds }

  /// Reads `auto`, `none`, `required` or a tool's name, or several separated by commas
  /// (`getCoordinates,auto`). Spaces around items are ignored; an empty item is an error.
  public init(parsing text: String) throws(OpenAIOptionError) {
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !items.contains(where: \.isEmpty) else {
      throw OpenAIOptionError(
        option: .toolChoice, value: text,
        advice:
          "give auto, none, required or a tool's name for each round, separated by commas, such as getCoordinates,auto"
      )
    }
    self.init(items.map(OpenAIToolChoice.init(parsing:)))
  }

  /// The choice for a round (1 for the first).
  public func choice(forRound round: Int) -> OpenAIToolChoice {
    rounds[min(max(round, 1), rounds.count) - 1]
  }

  /// The choice for this request's round.
  public func choice(for request: ModelRequest) -> OpenAIToolChoice {
    choice(forRound: Self.round(of: request))
  }

  /// The request's round in its turn: 1 plus the tool-calls entries after the last prompt.
  public static func round(of request: ModelRequest) -> Int {
    let entries = request.transcript.entries
    let lastPrompt = entries.lastIndex {
      if case .prompt = $0 { return true }
      return false
    }
    let since = entries[((lastPrompt ?? -1) + 1)...]
    return 1
      + since.count(where: {
        if case .toolCalls = $0 { return true }
        return false
      })
  }

  /// Checks the policy against the session's tools, when the setting is made: a tool name
  /// the session lacks is an error that lists the names it has.
  public func validate(toolNames: [String]) throws(OpenAIOptionError) {
    for case .function(let name) in rounds where !toolNames.contains(name) {
      let known =
        toolNames.isEmpty
        ? "the session has no tools" : "its tools are " + toolNames.joined(separator: ", ")
      throw OpenAIOptionError(
        option: .toolChoice, value: description,
        advice:
          "the session has no tool named '\(name)' (\(known)); name one of them, or use auto, none or required"
      )
    }
  }

  /// Whether a turn can end with an answer: false when the last item forces a call
  /// (`required` or a tool's name), so every round past the list must call a tool and the
  /// turn can only stop at the round limit.
  public var canAnswer: Bool {
    switch rounds[rounds.count - 1] {
    case .auto, .none: return true
    case .required, .function: return false
    }
  }

  /// The items separated by commas, as `init(parsing:)` reads them.
  public var description: String { rounds.map(\.description).joined(separator: ",") }
}
