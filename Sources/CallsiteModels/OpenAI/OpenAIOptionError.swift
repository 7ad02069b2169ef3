/// A setting's value that cannot be used, with what to give instead.
public struct OpenAIOptionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The setting.
  public var option: OpenAIOption
  /// The value as given.
  public var value: String
  /// What to do about it.
  public var advice: String

  public init(option: OpenAIOption, value: String, advice: String) {
    self.option = option
    self.value = value
    self.advice = advice
  }

  /// `invalid value 'hot' for temperature: give a number from 0 to 2, such as 0.7`.
  public var description: String {
    "invalid value '\(value)' for \(option): \(advice)"
  }
}
