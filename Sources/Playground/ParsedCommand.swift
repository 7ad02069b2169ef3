import CallsiteCore

/// A kind a command runs for one of its declared choices (`ToolRunKind`, `ModelKind`):
/// the table the command dispatches on, whose choices its declaration lists.
protocol DeclaredChoice {
  /// The word, its arguments and its help, as the declaration lists it.
  var choice: CommandChoice { get }
}

/// A declared choice with the value it stands for (`:export`'s `openai` and its format).
struct Declared<Value: Sendable>: DeclaredChoice, Sendable {
  let choice: CommandChoice
  let value: Value

  init(_ choice: CommandChoice, _ value: Value) {
    self.choice = choice
    self.value = value
  }
}

extension CommandChoice: DeclaredChoice {
  /// A choice that stands for nothing more than itself (`:move`'s `call` and `say`).
  var choice: CommandChoice { self }
}

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
  /// when a required one is missing (an optional one missing is nil). The argument is one of
  /// the command's, or one of the words after a choice (`:model replay FILE`'s `FILE`).
  func value(_ argument: CommandArgument) throws(PlaygroundError) -> String? {
    let i = position(of: argument)
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
    Array(arguments.dropFirst(position(of: argument)))
  }

  /// The declared kind given for an argument with choices (`:tool run`'s `KIND`), or nil
  /// when an optional one is left out; a word that is none of them is an error that names
  /// the nearest and lists them all. `kinds` are the table the command runs, one for each
  /// declared choice.
  func chosen<Kind: DeclaredChoice>(
    _ argument: CommandArgument, among kinds: [Kind], unknown what: String
  ) throws(PlaygroundError) -> Kind? {
    guard let word = try value(argument) else { return nil }
    let kind =
      kinds.first { $0.choice.name == word }
      ?? kinds.first { $0.choice.name.lowercased() == word.lowercased() }
    guard let kind else {
      throw PlaygroundError("unknown \(what) \"\(word)\"", hint: argument.hint(forUnknown: word))
    }
    return kind
  }

  /// Errors when more words were given than the command declares, counting the words after
  /// the choice that was given.
  func expectDeclaredArguments() throws(PlaygroundError) {
    var count = spec.parameters.count
    for (i, parameter) in spec.parameters.enumerated()
    where !parameter.choices.isEmpty && arguments.indices.contains(i) {
      // A word that is no choice is left for the command to refuse by name.
      let counts = parameter.choices.map(\.arguments.count)
      count += parameter.choice(named: arguments[i])?.arguments.count ?? counts.max() ?? 0
    }
    try expectAtMost(count)
  }

  /// Where a declared argument's word is: its place among the command's arguments, or the
  /// place after the choice it follows.
  private func position(of argument: CommandArgument) -> Int {
    if let i = spec.parameters.firstIndex(of: argument) { return i }
    for (i, parameter) in spec.parameters.enumerated() {
      for choice in parameter.choices {
        if let j = choice.arguments.firstIndex(of: argument) { return i + 1 + j }
      }
    }
    preconditionFailure(":\(spec.name) does not declare \(argument.name)")
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
