import CallsiteCore
import Testing

@Suite struct SuiteParserTests {
  private func error(_ text: String) -> SuiteError? {
    do {
      _ = try SuiteParser.parse(text, path: "content/suites/s.suite")
      return nil
    } catch {
      return error
    }
  }

  @Test func aSuiteReadsItsSettingsSetUpAndCases() throws {
    let suite = try SuiteParser.parse(
      """
      # comment
      title Coffee
      session 02-coffee-menu
      :instructions set \"\"\"
      Be brief.
      \"\"\"
      temperature 0.5
      repeat 3
      threshold 0.8
      max-rounds 4

      case latte
      max-rounds 2
      prompt How much is a latte?
      calls getCoffeeMenu
      arg getCoffeeMenu query one-of ["latte", "lattes"]
      answer lacks sorry
      prompt And a mocha?
      """, path: "content/suites/coffee.suite")
    #expect(suite.name == "coffee")
    #expect(suite.title == "Coffee")
    #expect(suite.session == "02-coffee-menu")
    #expect(
      suite.setup == [SuiteSetupLine(line: 4, text: ":instructions set \"\"\"\nBe brief.\n\"\"\"")])
    #expect(suite.temperature == 0.5 && suite.repetitions == 3 && suite.threshold == 0.8)
    #expect(suite.maxRounds == 4)
    let c = suite.cases[0]
    #expect(c.maxRounds == 2)
    #expect(c.turns.map(\.prompt) == ["How much is a latte?", "And a mocha?"])
    #expect(c.turns[0].calls == CallExpectation(tools: ["getCoffeeMenu"]))
    #expect(
      c.turns[0].arguments == [
        ArgumentExpectation(
          tool: "getCoffeeMenu", pointer: "/query", matcher: .oneOf(["latte", "lattes"]))
      ])
    #expect(c.turns[0].answer == [.lacks("sorry")])
  }

  @Test func anUnknownLineNamesTheLineAndTheNearestKeyword() {
    let e = error("case a\nprompt p\nanswr contains x")
    #expect(
      e?.description
        == "content/suites/s.suite:3: error: unknown line 'answr' (did you mean 'answer'?)")
  }

  @Test func anUnknownArgumentTestSuggestsOne() {
    let e = error("case a\nprompt p\narg t x on-of [3]")
    #expect(e?.line == 3)
    #expect(e?.message == "unknown test 'on-of'")
    #expect(e?.hint == "did you mean 'one-of'?")
  }

  @Test func aValueThatIsNotJSONSaysHowToWriteOne() {
    let e = error("case a\nprompt p\narg t x is drinks")
    #expect(e?.line == 3)
    #expect(e?.hint.contains("double quotes") == true)
  }

  @Test func anExpectationBeforeAPromptIsAnError() {
    #expect(error("case a\ncalls t\nprompt p")?.message == "'calls' before any prompt")
  }

  @Test func aCaseWithoutAPromptIsAnErrorAtItsLine() {
    let e = error("case a\n\ncase b\nprompt p")
    #expect(e?.line == 1)
    #expect(e?.message == "case 'a' has no prompt")
  }

  @Test func aDuplicateCaseNamesTheFirst() {
    #expect(
      error("case a\nprompt p\ncase a\nprompt q")?.message
        == "case 'a' is already defined on line 1")
  }

  @Test func aSuiteSettingInsideACaseIsAnError() {
    #expect(error("case a\nprompt p\nrepeat 3")?.hint == "move it above the first 'case' line")
  }

  @Test func aBadPatternIsAnError() {
    #expect(
      error("case a\nprompt p\nanswer matches (unclosed")?.message
        == "'(unclosed' is not a regular expression")
  }

  @Test func badNumbersAreErrors() {
    #expect(error("temperature hot\ncase a\nprompt p")?.line == 1)
    #expect(
      error("repeat 0\ncase a\nprompt p")?.message
        == "'repeat' needs a whole number above 0, not '0'")
    #expect(
      error("threshold 80\ncase a\nprompt p")?.hint
        == "write a fraction from 0 to 1, e.g. 'threshold 0.8'")
    #expect(
      error("case a\nprompt p\narg t x within a of 3")?.hint == "write 'within 0.01 of 35.7796'")
  }

  @Test func anUnclosedBlockIsAnErrorAtItsFirstLine() {
    #expect(error(":instructions set \"\"\"\nBe brief.\ncase a\nprompt p")?.line == 1)
  }

  @Test func aSuiteWithoutCasesIsAnError() {
    let e = error("repeat 3\n")
    #expect(e?.line == nil)
    #expect(e?.message == "the suite has no cases")
  }
}
