/// One option of a command line: a flag (`--clean`) or an option with a value
/// (`--output DIR`), with the help text and default that its `--help` shows.
public struct CommandOption: Sendable, Equatable {
  /// The name without its dashes: `output`.
  public var name: String
  /// What the value is called in the help (`DIR`), or nil for a flag.
  public var valueName: String?
  /// One or more sentences for the help; wrapped when printed.
  public var help: String
  /// The value used when the option is not given, shown in the help; nil when there is none.
  public var defaultValue: String?
  /// Whether the command needs it (`gen export --format`): the usage shows it without
  /// brackets. The command itself says what is missing when it is not given.
  public var isRequired = false

  /// A flag: present or not.
  public static func flag(_ name: String, help: String) -> CommandOption {
    CommandOption(name: name, valueName: nil, help: help, defaultValue: nil)
  }

  /// An option that takes a value, as `--name VALUE` or `--name=VALUE`.
  public static func value(
    _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil
  ) -> CommandOption {
    CommandOption(name: name, valueName: valueName, help: help, defaultValue: defaultValue)
  }

  /// The same option, required.
  public func required() -> CommandOption {
    var option = self
    option.isRequired = true
    return option
  }

  /// How the usage line shows it: `[--output DIR]`, or `--format FORMAT` when required.
  public var usage: String { isRequired ? synopsis : "[\(synopsis)]" }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// How the option is written in the help and the usage line: `--output DIR`.
  public var synopsis: String {
    valueName.map { "--\(name) \($0)" } ?? "--\(name)"
  }

  /// The help text with its default before the closing full stop, as the help prints it:
  /// `The theme's folder (default: templates).`
  public var helpWithDefault: String {
    guard let defaultValue else { return help }
    let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
    return "\(sentence) (default: \(defaultValue))."
  }
}
