import CallsiteCore
import Foundation

extension OpenAIConfiguration {
  /// Sets an option from its text, as a front end's `:set tool-choice getCoordinates,auto`
  /// gives it; a value that cannot be used throws an error that says what to give instead
  /// and leaves the configuration as it was. `toolNames`, when given, are the session's
  /// tools, which a tool choice must name.
  public mutating func set(
    _ option: OpenAIOption, to text: String, toolNames: [String]? = nil
  ) throws(OpenAIOptionError) {
    let value = text.trimmingCharacters(in: .whitespaces)
    let bad = OpenAIOptionError(option: option, value: text, advice: "give " + option.valueHint)
    switch option {
    case .toolChoice:
      let policy = try OpenAIToolChoicePolicy(parsing: value)
      if let toolNames { try policy.validate(toolNames: toolNames) }
      toolChoicePolicy = policy
    case .readTimeout:
      guard let seconds = Double(value), seconds.isFinite, seconds > 0 else { throw bad }
      readTimeout = seconds
    case .maxTokens:
      guard let tokens = Int(value), tokens >= 1 else { throw bad }
      maxTokens = tokens
    case .temperature:
      guard let t = Double(value), t.isFinite, (0...2).contains(t) else { throw bad }
      temperature = t
    case .seed:
      guard let s = Int(value) else { throw bad }
      seed = s
    case .stream:
      switch value.lowercased() {
      case "on", "true", "yes": stream = true
      case "off", "false", "no": stream = false
      default: throw bad
      }
    }
  }

  /// The option's current value as text (`set` reads it back), or `nil` when unset.
  public func value(of option: OpenAIOption) -> String? {
    switch option {
    case .toolChoice: return toolChoicePolicy.description
    case .readTimeout: return readTimeout.formattedSeconds.replacingOccurrences(of: " s", with: "")
    case .maxTokens: return maxTokens.map(String.init)
    case .temperature: return temperature.map { "\($0)" }
    case .seed: return seed.map(String.init)
    case .stream: return stream ? "on" : "off"
    }
  }
}
