import CallsiteCore
import Testing

@Suite struct ArgumentMatcherTests {
  @Test func isComparesNumbersByValue() {
    #expect(ArgumentMatcher.equals(3).accepts(.double(3.0), outputs: [:]))
    #expect(!ArgumentMatcher.equals("drinks").accepts("food", outputs: [:]))
  }

  @Test func oneOfAcceptsAnyListedValue() {
    let m = ArgumentMatcher.oneOf(["drinks", "all"])
    #expect(m.accepts("all", outputs: [:]))
    #expect(!m.accepts("food", outputs: [:]))
  }

  @Test func withinAcceptsANumberInsideTheTolerance() {
    let m = ArgumentMatcher.near(35.7796, tolerance: 0.01)
    #expect(m.accepts(.double(35.78), outputs: [:]))
    #expect(!m.accepts(.double(35.9), outputs: [:]))
    #expect(!m.accepts("35.78", outputs: [:]))
  }

  @Test func matchesSearchesTheTextOfTheValue() {
    #expect(ArgumentMatcher.matches("(?i)latte").accepts("Caffè Latte", outputs: [:]))
    #expect(!ArgumentMatcher.matches("^latte$").accepts("oat latte", outputs: [:]))
  }

  @Test func fromStepFindsANumberOfThatStepsOutput() {
    let output: JSONValue = ["results": [["latitude": 35.7796]]]
    #expect(ArgumentMatcher.fromStep(1).accepts(.double(35.7796), outputs: [1: output]))
    #expect(!ArgumentMatcher.fromStep(1).accepts(.double(40), outputs: [1: output]))
    #expect(!ArgumentMatcher.fromStep(2).accepts(.double(35.7796), outputs: [1: output]))
  }

  @Test func fromStepFindsAStringInATextOutput() {
    #expect(ArgumentMatcher.fromStep(1).accepts("raleigh", outputs: [1: "Found Raleigh, NC"]))
  }

  @Test func absentAcceptsOnlyAMissingArgument() {
    #expect(ArgumentMatcher.absent.accepts(nil, outputs: [:]))
    #expect(!ArgumentMatcher.absent.accepts("x", outputs: [:]))
    #expect(!ArgumentMatcher.equals("x").accepts(nil, outputs: [:]))
  }

  @Test func answerTestsIgnoreCaseAndMatchPatterns() {
    #expect(AnswerMatcher.contains("decaf").accepts("We have Decaf."))
    #expect(!AnswerMatcher.lacks("sorry").accepts("Sorry, no."))
    #expect(AnswerMatcher.matches(#"\$[0-9]+\.[0-9]{2}"#).accepts("It is $4.50."))
  }
}
