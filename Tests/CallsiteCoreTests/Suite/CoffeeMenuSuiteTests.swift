import CallsiteCore
import Foundation
import Testing

/// The course's coffee-menu suite fails the wrong answers that reading its runs turned up,
/// and still passes a right one: its answer tests are checked here on those very answers.
@Suite struct CoffeeMenuSuiteTests {
  /// The answer tests of one case of `content/suites/coffee-menu.suite`.
  func tests(_ name: String) throws -> [AnswerMatcher] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("content/suites/coffee-menu.suite")
    let suite = try SuiteParser.parse(
      try String(contentsOf: url, encoding: .utf8), path: "coffee-menu.suite")
    return try #require(suite.cases.first { $0.name == name }).turns[0].answer
  }

  func passes(_ answer: String, _ name: String) throws -> Bool {
    try tests(name).allSatisfy { $0.accepts(answer) }
  }

  @Test func decafFailsADenialAndPassesTheDecafLatte() throws {
    #expect(try !passes("There are no caffeine-free drinks on the coffee menu.", "decaf"))
    #expect(try passes("Yes: the Decaf Latte is made with decaffeinated espresso.", "decaf"))
  }

  @Test func lattePriceFailsAnInventedPriceAndPassesTheHonestAnswer() throws {
    #expect(try !passes("A latte is $3.00.", "latte-price"))
    #expect(try !passes("4.00", "latte-price"))
    #expect(try passes("The menu doesn't list prices, so I can't tell you.", "latte-price"))
  }

  @Test func greetingFailsMarkupAndPassesAShortGoodbye() throws {
    #expect(try !passes("Bye.\n<h1>\n<code><item name=\"item_name\"></code>", "greeting"))
    #expect(try !passes("<tools></tools>", "greeting"))
    #expect(try passes("You're welcome! Have a nice day.", "greeting"))
  }
}
