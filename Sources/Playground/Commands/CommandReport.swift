/// What a command did, for the dispatcher (`Playground.execute`) to print: the lines it
/// reports, what the front end does next, and for `:retry` and `:edit` the turn to run after.
///
/// A command builds its report and returns it instead of printing, so that one place prints
/// every command's output and a command can be run and read without a front end. A turn's own
/// lines still stream as they arrive; only what the command says about itself is here.
struct CommandReport {
  /// A turn the dispatcher runs once the report's lines are printed.
  struct Turn {
    /// The prompt to send.
    var prompt: String
    /// The input as `:history save` writes it when the turn is kept.
    var typed: String
    /// Whether the script keeps the prompt; false when the command that ran it (`:retry`)
    /// is itself what the script holds.
    var recordsPrompt = true
  }

  /// The lines to print, in order.
  var lines: [OutputLine] = []
  /// What the front end does next.
  var next: Playground.Next = .proceed
  /// The turn to run after the lines, if any.
  var turn: Turn?

  /// A report that only says what the command wants the front end to do next.
  init(next: Playground.Next = .proceed) { self.next = next }

  /// A report of one line.
  init(_ text: String, _ kind: OutputLine.Kind = .info) { say(text, kind) }

  /// Adds a line.
  mutating func say(_ text: String, _ kind: OutputLine.Kind = .info) {
    lines.append(OutputLine(kind, text))
  }
}
