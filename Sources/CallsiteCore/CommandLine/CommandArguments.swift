/// The options and arguments of a parsed command line, with the declaration's defaults.
///
/// Read through the declared options and arguments themselves (`has(_:)`, `[option]`,
/// `value(_:)`), never by position or by a name typed again.
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
  /// The declared arguments, in order, which `value(_:)` finds a word by.
  public let declared: [CommandArgument]

  /// Arguments with nothing given yet.
  public init(defaults: [String: String] = [:], declared: [CommandArgument] = []) {
    self.defaults = defaults
    self.declared = declared
  }

  /// Whether a declared flag was given.
  public func has(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

  /// The value given for a declared option, or its declared default.
  public subscript(option: CommandOption) -> String? {
    values[option.name] ?? defaults[option.name]
  }

  /// Every value given for a declared option that may be repeated, in order.
  public func all(_ option: CommandOption) -> [String] { allValues[option.name] ?? [] }

  /// Whether a value was given for a declared option (rather than its default being used).
  public func gave(_ option: CommandOption) -> Bool { values[option.name] != nil }

  /// The word given for a declared argument, if any.
  public func value(_ argument: CommandArgument) -> String? {
    guard let i = declared.firstIndex(of: argument) else {
      preconditionFailure("the command does not declare \(argument.name)")
    }
    return positional.indices.contains(i) ? positional[i] : nil
  }

  /// The words from a declared argument on (`gen compare`'s `A B C…`).
  public func words(from argument: CommandArgument) -> [String] {
    guard let i = declared.firstIndex(of: argument) else {
      preconditionFailure("the command does not declare \(argument.name)")
    }
    return Array(positional.dropFirst(i))
  }
}
