import CallsiteCore

/// The session so far as a session script (`content/sessions/NAME.repl`), for
/// `:history save`: the inputs that changed the transcript, the tools or the settings, in
/// the order they ran, with every save in its `!` form so that running the script again
/// replaces what it wrote.
///
/// Left out: inputs that failed, turns that were cancelled, and the commands that only show
/// or list (`:help`, `:tools`, `:tool show`, `:entries`, …), export, or quit.
struct SessionScript: Sendable, Equatable {
  /// One recorded input: its text as the script will hold it.
  struct Input: Sendable, Equatable {
    var text: String
    /// The transcript it saves (`:save NAME`), if it is a save.
    var saves: String?
  }

  /// The recorded inputs.
  var inputs: [Input] = []
  /// Inputs typed but not recorded, for the summary.
  var leftOut = 0
  /// Why a run of the script may not give the same transcripts, if it may not.
  var caveats: [String] = []

  /// The commands that change nothing a script reproduces.
  static let leftOutCommands: [any ReplCommand.Type] = [
    HelpCommand.self, QuitCommand.self, InstructionsCommand.self, HistoryCommand.self,
    HistorySaveCommand.self, ToolsCommand.self, ToolShowCommand.self, EntriesCommand.self,
    ShowCommand.self, TranscriptExportCommand.self,
  ]

  /// Whether a script leaves the command out: it only shows something (`:model` with no
  /// arguments shows the model), exports, or quits.
  static func leavesOut(_ command: ParsedCommand) -> Bool {
    if leftOutCommands.contains(where: { $0 == command.command }) { return true }
    return command.command == ModelCommand.self && command.arguments.isEmpty
  }

  /// Records a prompt whose turn ran.
  mutating func recordPrompt(_ text: String) { inputs.append(Input(text: text.trimmingWhitespace)) }

  /// Records a command that ran, unless it is one a script leaves out.
  mutating func record(_ command: ParsedCommand, typed text: String) {
    guard !Self.leavesOut(command) else {
      leftOut += 1
      return
    }
    let forced =
      command.spec.options.contains(CommandSpec.force) && !command.has(CommandSpec.force)
      ? Self.forcedForm(text, nameWords: command.spec.words.count) : text.trimmingWhitespace
    let saves = command.command == SaveCommand.self ? command.arguments.first : nil
    inputs.append(Input(text: forced, saves: saves))
  }

  /// Records a caveat once.
  mutating func caveat(_ text: String) {
    if !caveats.contains(text) { caveats.append(text) }
  }

  /// Commands before a `:reset` that `--since-reset` leaves out with the prompts: they
  /// only made or saved the transcript the reset threw away.
  static let transcriptCommands = [
    ":undo", ":retry", ":answer", ":save", ":move", ":open", ":reset", ":edit",
  ]

  /// The script without the dead ends before the last `:reset` (`:history save NAME
  /// --since-reset`): its prompts and the commands that only made or saved that transcript
  /// are left out; what set up the session (tools, instructions, settings) stays.
  func sinceLastReset() -> SessionScript {
    guard let reset = inputs.lastIndex(where: { $0.text.hasPrefix(":reset") }) else {
      return self
    }
    var copy = self
    let kept = inputs[..<reset].filter { input in
      input.text.hasPrefix(":")
        && !Self.transcriptCommands.contains {
          input.text.hasPrefix($0 + " ") || input.text == $0 || input.text.hasPrefix($0 + "!")
        }
    }
    copy.leftOut += reset + 1 - kept.count
    copy.inputs = kept + inputs[(reset + 1)...]
    return copy
  }

  /// The transcripts the script saves, in order.
  var saves: [String] { inputs.compactMap(\.saves) }

  /// How many inputs come after the last `:save`.
  var inputsAfterLastSave: Int {
    guard let last = inputs.lastIndex(where: { $0.saves != nil }) else { return inputs.count }
    return inputs.count - last - 1
  }

  /// Whether an input holds a URL with credentials, which the script's text masks.
  var masksCredentials: Bool { inputs.contains { CredentialMask.text($0.text) != $0.text } }

  /// What the script says when it masked credentials.
  static let maskedNote =
    "credentials in URLs are written as ***; to run the script, put them back in a copy "
    + "that is not committed"

  /// The script's text: a header saying how to check it, then one input per line, with
  /// credentials in URLs masked (the file is made to be committed).
  func text(path: String) -> String {
    var lines = [
      "# Recorded in repl with :history save; check it with",
      "# repl --script \(path) --check",
    ]
    lines += caveats.map { "# Note: \($0)" }
    if masksCredentials { lines.append("# Note: \(Self.maskedNote)") }
    lines += inputs.map { Self.scriptLines(CredentialMask.text($0.text)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `:save! NAME` for `:save NAME`: the `!` after the command's name words.
  static func forcedForm(_ text: String, nameWords: Int) -> String {
    var chars = Array(text.trimmingWhitespace)
    guard chars.first == ":" else { return text }
    var i = 1
    for _ in 0..<nameWords {
      while i < chars.count, chars[i].isWhitespace { i += 1 }
      while i < chars.count, !chars[i].isWhitespace { i += 1 }
    }
    chars.insert("!", at: i)
    return String(chars)
  }

  /// An input as script lines: a line that went on to the next one outside a `"""` block
  /// gets its `\` back, so `ScriptReader` reads the same input.
  static func scriptLines(_ input: String) -> String {
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var out: [String] = []
    var sofar = ""
    for (i, line) in lines.enumerated() {
      sofar += (i == 0 ? "" : "\n") + line
      let last = i == lines.count - 1
      out.append(!last && !InputAssembler.openBlocks(sofar) ? line + "\\" : line)
    }
    return out.joined(separator: "\n")
  }
}
