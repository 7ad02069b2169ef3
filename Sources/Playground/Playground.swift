public import CallsiteCore
public import CallsiteModels
import Foundation

/// The playground's engine: the state an author builds (instructions, tools, model), changed
/// by one input at a time, over one `Session`, which owns the transcript. No terminal code: a
/// front end feeds it lines and prints the `OutputLine`s it emits. Each command is a
/// `ReplCommand` (`Commands/`), run isolated to the playground.
public actor Playground {
  /// What `execute` tells the front end to do next.
  public enum Next: Sendable, Equatable {
    /// Read the next input.
    case proceed
    /// Leave (`:quit`).
    case quit
  }

  /// The injected world.
  public let environment: PlaygroundEnvironment
  let output: @Sendable (OutputLine) -> Void

  /// What the author has built: model, tools, instructions, policy and settings.
  public internal(set) var state = PlaygroundState()
  /// The model as built for `state.model`: once per `:model` or `:set`, so its exchanges and
  /// connection last from turn to turn.
  var builtModel: BuiltModel?
  /// How many models were built, which numbers each (`BuiltModel.build`).
  var modelBuilds = 0
  /// The model's tokenizer for the token line, kept per server (`Playground+TokenCounter`).
  var tokenCounter: (baseURL: String, counter: OpenAITokenCounter)?
  /// The exchanges with an OpenAI-compatible server, for `:raw` and `--log`.
  public nonisolated let exchanges: OpenAIExchangeRecorder
  /// Prints streamed replies as they arrive, and says when a turn waits for the model.
  public nonisolated let stream: StreamPrinter
  /// The session: the model, the tools and the transcript, which only it holds.
  let session = Session(model: NoModel(), tools: [], transcript: Transcript())
  /// What the session was last configured from; the next turn configures it again when
  /// the current state, transcript or built model differ (`currentSession()`).
  var sessionBasis: SessionBasis?
  /// How many times the transcript was replaced from outside a turn (`replaceTranscript`).
  var transcriptRevision = 0
  /// The transcript as of the last input (the session's).
  public var transcript: Transcript { get async { await session.transcript } }
  /// The path the transcript was opened from or saved to.
  public internal(set) var transcriptPath: String?
  /// File contents' hashes as last read or written, by absolute path.
  var stamps: [String: String] = [:]
  /// Turns run since the transcript was last saved.
  public internal(set) var unsavedTurns = 0
  /// Tools changed since they were last loaded or saved.
  public internal(set) var unsavedTools: Set<String> = []
  var inputs: [String] = []
  /// The inputs `:history save` writes as a session script.
  var script = SessionScript()
  let moves = MoveQueue()
  /// Notes for the author from the running turn's tool errors (`AuthorNotes`).
  let authorNotes = AuthorNotes()
  /// The session's MCP servers and what `:tool mcp` and `:tool allow` recorded.
  let mcp = PlaygroundMCP()

  /// When true (`repl --check`), saving compares with the file instead of writing it.
  public var checkMode = false
  /// The files compared in check mode.
  public internal(set) var checkedFiles: [String] = []
  /// `repl --as SUFFIX`: `:save NAME` writes `NAME@SUFFIX.json` instead.
  public var saveSuffix: String?
  /// `repl --replay-against`: saves are kept here (file, text) instead of written.
  public internal(set) var heldSaves: [(path: String, text: String)] = []
  /// Whether saves are held rather than written or compared.
  public var holdsSaves = false
  /// Whether a turn that stops at the round limit or on the model's failure is kept as far
  /// as it got (`repl --script`), instead of leaving the transcript as it was.
  public var keepsStoppedTurns = false
  /// Whether the last input was a turn kept although it stopped (`keepsStoppedTurns`).
  var lastTurnStopped = false
  /// Asks the author a yes/no question; scripts answer no.
  var confirm: @Sendable (String) async -> Bool = { _ in false }
  /// Asks the author for a manual model's move, at a terminal.
  var askMove: (@Sendable (ModelRequest) async throws -> String)?
  /// Opens the author's editor (`:edit`, `:instructions edit`, `:tool edit`), at a terminal.
  var editText: (@Sendable (_ text: String, _ fileName: String) async -> EditorResult)?
  /// Where completed turns are journaled, when interactive.
  var journal: Journal?
  /// The transcript as the journal's last line holds it, with its JSON.
  var journaled: (transcript: Transcript, json: JSONValue)?

  /// A playground; `exchangeLog` (`repl --log FILE`) receives every exchange with a server.
  public init(
    environment: PlaygroundEnvironment, exchangeLog: OpenAIExchangeLog? = nil,
    output: @escaping @Sendable (OutputLine) -> Void
  ) {
    self.environment = environment
    self.output = output
    self.exchanges = OpenAIExchangeRecorder(log: exchangeLog)
    self.stream = StreamPrinter(output: output)
  }

  /// Connects an interactive front end: questions, manual moves and the journal.
  public func attach(
    confirm: @escaping @Sendable (String) async -> Bool,
    askMove: (@Sendable (ModelRequest) async throws -> String)?,
    journal: Journal?,
    edit: (@Sendable (_ text: String, _ fileName: String) async -> EditorResult)? = nil
  ) {
    self.confirm = confirm
    self.askMove = askMove
    self.journal = journal
    self.editText = edit
  }

  /// Turns check mode on or off.
  public func setCheckMode(_ on: Bool) { checkMode = on }
  /// Sets what `--as` and `--replay-against` change about saving.
  public func setSaving(suffix: String?, hold: Bool) {
    saveSuffix = suffix
    holdsSaves = hold
  }

  /// The session's tool names, for completion.
  public var toolNames: [String] { state.toolNames }

  /// Whether anything would be lost by quitting now.
  public var hasUnsavedWork: Bool { unsavedTurns > 0 || !unsavedTools.isEmpty }

  /// What is unsaved, in words.
  public var unsavedSummary: String {
    var parts: [String] = []
    if unsavedTurns > 0 {
      parts.append("\(unsavedTurns) turn\(unsavedTurns == 1 ? "" : "s") not saved")
    }
    if !unsavedTools.isEmpty {
      parts.append("tools not saved: \(unsavedTools.sorted().joined(separator: ", "))")
    }
    return parts.joined(separator: "; ")
  }

  /// Runs one complete input: a prompt (one turn) or a command.
  public func execute(_ text: String) async throws(PlaygroundError) -> Next {
    let input = try PlaygroundInput.parse(text)
    switch input {
    case .empty: return .proceed
    case .prompt(let prompt):
      inputs.append(text)
      // A turn that failed may have been logged too.
      defer { if let problem = exchanges.takeLogProblem() { say(problem, .failure) } }
      try await runTurn(prompt, typed: text)
      return .proceed
    case .command(let command):
      inputs.append(text)
      return try await run(command, typed: text)
    }
  }

  /// Prints a line at once. A turn's lines stream through it; a command returns its lines in
  /// a `CommandReport` instead, and only says at once what must be on screen before it asks
  /// the author a question (`:tool edit`).
  func say(_ text: String, _ kind: OutputLine.Kind = .info) { output(OutputLine(kind, text)) }

  /// Runs a command and prints its report: the one place a command's own lines are printed.
  private func run(_ c: ParsedCommand, typed text: String) async throws(PlaygroundError) -> Next {
    // Recorded first, so that what the command journals (`:save` compacts) holds it.
    let before = script
    recordForScript(text, command: c)
    let report: CommandReport
    do {
      report = try await c.command.run(c, on: self)
      for line in report.lines { output(line) }
      if let turn = report.turn { try await run(turn) }
    } catch {
      script = before
      throw error
    }
    if report.next == .proceed { await journalSnapshot() }
    return report.next
  }

  /// Runs the turn a command asked for (`:retry`, `:edit`).
  private func run(_ turn: CommandReport.Turn) async throws(PlaygroundError) {
    let recorded = script.inputs.count
    try await runTurn(turn.prompt, typed: turn.typed)
    if !turn.recordsPrompt, script.inputs.count > recorded { script.inputs.removeLast() }
  }
}
