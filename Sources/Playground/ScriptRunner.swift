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

  private static func runInputs(_ text: String, in playground: Playground)
    async throws(ScriptError)
  {
    let lines = try ScriptReader.inputs(of: text)
    for line in lines {
      do {
        if try await playground.execute(line.text) == .quit { return }
      } catch {
        throw ScriptError(line: line.number, error: error)
      }
    }
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
