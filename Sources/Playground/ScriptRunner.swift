import CallsiteCore

/// Runs a `.repl` script against a playground: one input at a time, stopping at the first
/// that fails.
public enum ScriptRunner {
  /// Runs every input of `text`; throws the first failure with its line. The session ends
  /// with the script, whether it succeeded or not: its MCP servers are stopped.
  public static func run(_ text: String, in playground: Playground) async throws(ScriptError) {
    do {
      try await runInputs(text, in: playground)
    } catch {
      await playground.endSession()
      throw error
    }
    await playground.endSession()
  }

  /// The directive that lets the next prompt's turn stop without failing the script.
  public static let mayFailDirective = ":may-fail"

  /// Runs the inputs in order. A turn that stops at the round limit or on the model's
  /// failure is kept as far as it got and the script goes on, so that its `:save` records
  /// how the turn stopped; the script still fails at the end, naming that turn's line,
  /// unless `:may-fail` came before the prompt. Any other failure stops the script there.
  private static func runInputs(_ text: String, in playground: Playground)
    async throws(ScriptError)
  {
    let lines = try ScriptReader.inputs(of: text)
    await playground.setKeepsStoppedTurns(true)
    var mayFail = false
    var stopped: ScriptError?
    for line in lines {
      if line.text.trimmingWhitespace == mayFailDirective {
        mayFail = true
        continue
      }
      let isPrompt = !line.text.hasPrefix(":")
      do {
        if try await playground.execute(line.text) == .quit { break }
      } catch {
        guard isPrompt, await playground.takeStoppedTurn() else {
          throw ScriptError(line: line.number, error: error)
        }
        if mayFail {
          await playground.say(
            "note: line \(line.number): the turn stopped, which :may-fail allows; it is kept as it stopped",
            .note)
        } else if stopped == nil {
          stopped = ScriptError(
            line: line.number,
            error: PlaygroundError(
              "the turn stopped without an answer: \(error.message)",
              hint:
                "the turn was kept as far as it got, and the script went on; if the script records this on purpose, put \(mayFailDirective) on the line before the prompt"
            ))
        }
      }
      if isPrompt { mayFail = false }
    }
    if let stopped { throw stopped }
  }

  /// Runs a script in check mode: every save compares with the file on disk instead.
  /// Throws when a file differs or when the script saves nothing to compare.
  public static func check(_ text: String, in playground: Playground) async throws(ScriptError) {
    await playground.setCheckMode(true)
    try await run(text, in: playground)
    if await playground.checkedFiles.isEmpty {
      let last = (try? ScriptReader.inputs(of: text).last?.number) ?? 1
      throw ScriptError(
        line: last,
        error: PlaygroundError(
          "the script saves nothing, so there is nothing to check",
          hint: "end it with :save NAME"))
    }
  }
}
