import CallsiteCore
import Testing

/// A case's own set-up commands: other instructions or a tool's description for one case.
@Suite struct SuiteCaseSetupTests {
  static let text = """
    :tool load getCoffeeMenu

    case bare
    :instructions set \"\"\"
    You are the assistant of a small coffee shop.
    \"\"\"
    prompt What do you recommend?
    calls getCoffeeMenu

    case named
    prompt What do you recommend?
    """

  @Test func aCommandBetweenACaseLineAndItsFirstPromptBelongsToThatCase() throws {
    let suite = try SuiteParser.parse(Self.text, path: "content/suites/s.suite")
    #expect(suite.setup == [SuiteSetupLine(line: 1, text: ":tool load getCoffeeMenu")])
    #expect(
      suite.cases[0].setup == [
        SuiteSetupLine(
          line: 4,
          text: ":instructions set \"\"\"\nYou are the assistant of a small coffee shop.\n\"\"\"")
      ])
    #expect(suite.cases[1].setup.isEmpty)
  }

  @Test func aCommandAfterACasesPromptIsAnErrorSayingWhereItGoes() throws {
    do {
      _ = try SuiteParser.parse(
        "case a\nprompt p\n:tool load getCoffeeMenu\n", path: "content/suites/s.suite")
      Issue.record("no error")
    } catch {
      #expect(error.line == 3)
      #expect(error.hint.contains("between its 'case' line and its first prompt"))
    }
  }

  @Test func theResultsKeepACasesSetUpAndReadItBack() throws {
    let suite = try SuiteParser.parse(Self.text, path: "content/suites/s.suite")
    let results = SuiteResults(suite: suite)
    #expect(results.cases[0].setup.count == 1)
    let read = try SuiteResults(json: results.json, path: "r.json")
    #expect(read == results)
    #expect(results.json["cases"]?.arrayValue?[1]["setup"] == nil)
  }
}
