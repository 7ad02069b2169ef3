/// The options and arguments of a parsed command line, with the declaration's defaults.
public struct CommandArguments: Sendable, Equatable {
  /// The flags that were given, by name.
  public var flags: Set<String> = []
  /// The values that were given, by option name (the last one wins when repeated).
  public var values: [String: String] = [:]
  /// Every value given for each option, in order, for options that may be repeated.
  public var allValues: [String: [String]] = [:]
  /// The words that are not options, in order.
  public var positional: [String] = []
  /// The declared defaults, by option name.
  public let defaults: [String: String]

  /// Arguments with nothing given yet.
  public init(defaults: [String: String] = [:]) { self.defaults = defaults }

  /// Whether a flag was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value given for an option, or its declared default.
  public subscript(option: String) -> String? { values[option] ?? defaults[option] }

  /// Whether a value was given for an option (rather than its default being used).
  public func gave(_ option: String) -> Bool { values[option] != nil }
}
