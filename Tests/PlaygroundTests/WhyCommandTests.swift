import Foundation
import Testing

@testable import Playground

/// `:why` after an offline turn: scores, matched words, and where each argument came from.
@Suite struct WhyCommandTests {
  static let currencyTool = [
    #":tool new convertCurrency "Convert an amount of money from one currency to another""#,
    #":tool arg convertCurrency amount number --guide "The amount of money to convert""#,
    #":tool arg convertCurrency from string --guide "The currency of the amount, as a code""#,
    #":tool arg convertCurrency to string --guide "The currency to convert to""#,
    #":tool run convertCurrency reply "{\"result\": 230, \"to\": \"EUR\"}""#,
  ]

  func explained(_ prompt: String) async throws -> String {
    let p = StandardPlayground()
    for line in Self.currencyTool { try await p.run(line) }
    try await p.run(prompt)
    p.printed.clear()
    try await p.run(":why")
    return p.printed.text
  }

  @Test func whySaysEachToolsScoreAndTheWordsThatMatched() async throws {
    let text = try await explained("How much is 250 US dollars in euros?")
    #expect(text.contains("convertCurrency: score 2 (words: dollar, euro)"))
  }

  @Test func whySaysWhereEachArgumentCameFrom() async throws {
    let text = try await explained("How much is 250 US dollars in euros?")
    #expect(text.contains(#"amount = 250: phrase "250""#))
    #expect(text.contains(#"from = "USD": phrase "US dollars": a currency, written as its code"#))
    #expect(text.contains(#"to = "EUR": phrase "euros""#))
  }

  @Test func whySaysTheAnswerCameFromTheLastOutput() async throws {
    let text = try await explained("How much is 250 US dollars in euros?")
    #expect(text.contains("round 2:\nanswered from the last output, convertCurrency's"))
  }

  @Test func whyBeforeAnyTurnSaysThereIsNothingToExplain() async throws {
    let p = StandardPlayground()
    let error = await p.error(":why")
    #expect(error?.message.contains("no turn to explain") == true)
  }
}
