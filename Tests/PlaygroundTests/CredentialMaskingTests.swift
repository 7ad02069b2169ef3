import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Credentials typed in a base URL reach neither the screen nor a file made to be shared.
@Suite struct CredentialMaskingTests {
  static let model =
    ":model openai --base-url http://user:PASSWORD@host/v1?api_key=KEY&subscription-key=SUB"

  private func expectNoSecret(_ text: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    for secret in ["user", "PASSWORD", "KEY", "SUB"] {
      #expect(text?.contains(secret) == false, sourceLocation: sourceLocation)
    }
  }

  @Test func modelShowsTheBaseURLWithItsCredentialsMasked() async throws {
    let h = Harness([.text("one")])
    try await h.run(Self.model, ":model")
    let shown = h.printed.all.suffix(2).map(\.text)
    for line in shown {
      expectNoSecret(line)
      #expect(line.contains("http://***:***@host/v1?api_key=***&subscription-key=***"))
    }
  }

  @Test func aSessionScriptHoldsTheBaseURLMaskedAndSaysSo() async throws {
    let h = Harness([.text("one")])
    try await h.run(Self.model, "First", ":save first", ":history save shared")
    let script = try #require(h.file("content/sessions/shared.repl"))
    expectNoSecret(script)
    #expect(script.contains("--base-url http://***:***@host/v1?api_key=***&subscription-key=***"))
    #expect(script.contains("# Note: \(SessionScript.maskedNote)"))
    #expect(h.printed.all.last?.text == "note: \(SessionScript.maskedNote)")
  }

  @Test func historyListsTheInputsWithCredentialsMasked() async throws {
    let h = Harness()
    try await h.run(Self.model)
    _ = try await h.playground.execute(":history")
    let listed = try #require(h.printed.all.last?.text)
    expectNoSecret(listed)
    #expect(listed.contains("http://***:***@host"))
  }
}
