import CallsiteCore

/// A command line split into its command, positional arguments and options.
public struct ParsedCommand: Sendable, Equatable {
  /// The command that runs it.
  let command: any ReplCommand.Type
  /// The command's declaration.
  public var spec: CommandSpec { command.spec }
  /// The words after the command's name that are not options.
  public var arguments: [String]
  /// Valued options by name (without dashes).
  public var options: [String: String]
  /// Flags that were given.
  public var flags: Set<String>

  init(
    command: any ReplCommand.Type, arguments: [String] = [], options: [String: String] = [:],
    flags: Set<String> = []
  ) {
    self.command = command
    self.arguments = arguments
    self.options = options
    self.flags = flags
  }

  public static func == (a: ParsedCommand, b: ParsedCommand) -> Bool {
    ObjectIdentifier(a.command) == ObjectIdentifier(b.command) && a.arguments == b.arguments
      && a.options == b.options
      && a.flags == b.flags
  }

  /// Errors when more than `n` arguments were given.
  func expectAtMost(_ n: Int) throws(PlaygroundError) {
    guard arguments.count <= n else {
      throw PlaygroundError(
        "too many arguments for :\(spec.name) (\(arguments.dropFirst(n).joined(separator: " ")))",
        hint: "type \(spec.synopsis), quoting text with spaces")
    }
  }

  /// The word given for a declared argument, or an error showing how to type the command
  /// when a required one is missing (an optional one missing is nil).
  func value(_ argument: CommandArgument) throws(PlaygroundError) -> String? {
    guard let i = spec.parameters.firstIndex(of: argument) else {
      preconditionFailure(":\(spec.name) does not declare \(argument.name)")
    }
    if arguments.indices.contains(i) { return arguments[i] }
    if argument.isOptional { return nil }
    throw PlaygroundError(
      "\(spec.synopsis.split(separator: " ")[0]) needs \(argument.help)",
      hint: "type \(spec.synopsis)")
  }

  /// The word given for a declared argument that is required.
  func required(_ argument: CommandArgument) throws(PlaygroundError) -> String {
    try value(argument) ?? ""
  }

  /// The words from a declared argument on (`:tool run NAME KIND VALUE…`'s values).
  func words(from argument: CommandArgument) -> [String] {
    guard let i = spec.parameters.firstIndex(of: argument) else {
      preconditionFailure(":\(spec.name) does not declare \(argument.name)")
    }
    return Array(arguments.dropFirst(i))
  }

  /// Errors when words were given after a declared argument (`:model offline` takes no file).
  func expectNothing(after argument: CommandArgument) throws(PlaygroundError) {
    guard let i = spec.parameters.firstIndex(of: argument) else {
      preconditionFailure(":\(spec.name) does not declare \(argument.name)")
    }
    try expectAtMost(i + 1)
  }

  /// Errors when more words were given than the command declares.
  func expectDeclaredArguments() throws(PlaygroundError) {
    try expectAtMost(spec.parameters.count)
  }

  /// Whether a flag the command declares was given.
  func has(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

  /// The value given for an option the command declares, if any.
  func value(_ option: CommandOption) -> String? { options[option.name] }

  /// An option that must be an integer, when given.
  func int(_ option: CommandOption) throws(PlaygroundError) -> Int? {
    let name = option.name
    guard let text = options[name] else { return nil }
    guard let n = Int(text) else {
      throw PlaygroundError("--\(name) needs a whole number, got \"\(text)\"")
    }
    return n
  }

  /// An option that must be a number, when given.
  func number(_ option: CommandOption) throws(PlaygroundError) -> Double? {
    let name = option.name
    guard let text = options[name] else { return nil }
    guard let n = Double(text) else {
      throw PlaygroundError("--\(name) needs a number, got \"\(text)\"")
    }
    return n
  }
}
