import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// From a rough session to a lesson: `:history save --since-reset`; and `:model` naming the
/// model a server is asked for.
@Suite struct AuthorDayTests {
  @Test func sinceResetLeavesOutThePromptsAndSavesBeforeTheLastReset() {
    var script = SessionScript()
    for text in [
      ":tool new greet \"Greet\"", "Say hi", ":undo", "Say hello", ":save! dead", ":reset",
      ":tool arg greet name string", "Say hi to Ann", ":save! good",
    ] {
      if text.hasPrefix(":") {
        script.inputs.append(.init(text: text, saves: text.hasPrefix(":save") ? "x" : nil))
      } else {
        script.recordPrompt(text)
      }
    }
    #expect(
      script.sinceLastReset().inputs.map(\.text) == [
        ":tool new greet \"Greet\"", ":tool arg greet name string", "Say hi to Ann", ":save! good",
      ])
  }

  @Test func withoutAResetSinceResetKeepsEverything() {
    var script = SessionScript()
    script.recordPrompt("Say hi")
    #expect(script.sinceLastReset() == script)
  }

  @Test func modelNamesTheModelAServerWillBeAskedFor() async throws {
    let p = StandardPlayground()
    try await p.run(":model openai --base-url http://127.0.0.1:9/v1")
    #expect(p.printed.text.contains(#"(requests name the model "gemma-3-270m")"#))
  }

  @Test func aContextOverTheWindowIsAWarningInWords() {
    #expect(
      Playground.overWindow(used: 5332, size: 4096)?.hasPrefix(
        "warning: the context is over the model's window: 5,332 tokens of 4,096, 1,236 too many.")
        == true)
    #expect(Playground.overWindow(used: 4096, size: 4096) == nil)
  }

  @Test func aTurnThatOverfillsTheWindowEndsWithTheWarningAsANote() async throws {
    let p = StandardPlayground()
    try await p.run(":context 32")
    try await p.run("Hello there, this prompt and the instructions fill a tiny window")
    #expect(p.printed.of(.note).contains { $0.hasPrefix("warning: the context is over") })
  }
}
