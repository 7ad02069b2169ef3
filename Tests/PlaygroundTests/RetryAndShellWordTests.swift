import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// `:retry` runs the last prompt again in place of its turn; shell words are caught.
@Suite struct RetryAndShellWordTests {
  @Test func retryReplacesTheLastTurnWithANewRunOfItsPrompt() async throws {
    let h = Harness([.text("First answer."), .text("Second answer.")])
    try await h.run("Hello there")
    try await h.run(":retry")
    let entries = await h.playground.transcript.entries
    #expect(entries.count == 3)
    guard case .response(let r)? = entries.last else {
      Issue.record("no response")
      return
    }
    #expect(r.segments.map(\.plainText).joined() == "Second answer.")
  }

  @Test func retryIsKeptInTheScriptInsteadOfASecondPrompt() async throws {
    let h = Harness([.text("First answer."), .text("Second answer.")])
    try await h.run("Hello there")
    try await h.run(":retry")
    #expect(await h.playground.script.inputs.map(\.text) == ["Hello there", ":retry"])
  }

  @Test func retryWithoutATurnSaysSo() async throws {
    let h = Harness()
    let error = await h.error(":retry")
    #expect(error?.message == "there is no turn to retry")
  }

  @Test func aShellWordIsCaughtWithWhatToDoInstead() {
    #expect(throws: PlaygroundError.self) { try PlaygroundInput.parse("clear") }
    do {
      _ = try PlaygroundInput.parse("clear")
    } catch {
      #expect(error.message == "`clear` is not a command here, and was not sent to the model")
      #expect(error.hint?.contains("Ctrl-L clears the screen") == true)
    }
  }

  @Test func aShellLineWithAnArgumentIsCaughtToo() {
    #expect(throws: PlaygroundError.self) { try PlaygroundInput.parse("cd content") }
  }

  @Test func aPromptThatStartsWithAShellWordIsStillAPrompt() throws {
    #expect(try PlaygroundInput.parse("help me plan a trip") == .prompt("help me plan a trip"))
  }

  @Test func aQuotedShellWordIsAPrompt() throws {
    #expect(try PlaygroundInput.parse(#""""clear""""#) == .prompt("clear"))
  }

  @Test func aScriptNamedDashOrDevStdinIsReadFromStandardInput() {
    #expect(ReplLaunch(script: "-").readsStandardInput)
    #expect(ReplLaunch(script: "/dev/stdin").readsStandardInput)
    #expect(!ReplLaunch(script: "content/sessions/03-geocode.repl").readsStandardInput)
  }
}
