import CallsiteCore
import Testing

@Suite struct SuiteScorerTests {
  typealias B = SuiteRunBuilder

  @Test func aRunThatDoesAllTheCaseExpectsPasses() throws {
    var run = B()
    run.turn(
      "What is the weather in Raleigh?", rounds: [[B.geocodeRaleigh], [B.forecastRaleigh]],
      answer: "Sunny and 71F.")
    let verdict = SuiteScorer.verdict(of: run.transcript, for: try chainCase())
    #expect(verdict.passed, "\(verdict.reasons)")
  }

  @Test func aRunWithoutCallsIsNoCall() throws {
    var run = B()
    run.turn("What is the weather in Raleigh?", answer: "Sunny.")
    #expect(SuiteScorer.verdict(of: run.transcript, for: try chainCase()).classes == [.noCall])
  }

  @Test func aRunThatSkipsATheGeocoderIsWrongTool() throws {
    var run = B()
    run.turn("What is the weather in Raleigh?", rounds: [[B.forecastRaleigh]], answer: "Sunny.")
    let verdict = SuiteScorer.verdict(of: run.transcript, for: try chainCase())
    // The forecast's latitude has no step 1 output to come from either.
    #expect(verdict.classes == [.wrongTool, .inventedArgument])
  }

  @Test func callsInAnotherOrderPassAnAnyOrderCase() throws {
    let suiteCase = try SuiteParser.parse(
      "case c\nprompt p\ncalls any-order forecast geocode", path: "s.suite"
    ).cases[0]
    var run = B()
    run.turn("p", rounds: [[B.geocodeRaleigh], [B.forecastRaleigh]], answer: "ok")
    #expect(SuiteScorer.verdict(of: run.transcript, for: suiteCase).passed)
  }

  @Test func aCoordinateNotFromTheGeocoderIsAnInventedArgument() throws {
    var run = B()
    var invented = B.forecastRaleigh
    invented.arguments = #"{"latitude":40.0,"longitude":-78.6382}"#
    run.turn(
      "What is the weather in Raleigh?", rounds: [[B.geocodeRaleigh], [invented]], answer: "Sunny.")
    let verdict = SuiteScorer.verdict(of: run.transcript, for: try chainCase())
    #expect(verdict.classes == [.inventedArgument])
    #expect(verdict.reasons == ["turn 1: step 2 forecast /latitude is 40.0, expected from step 1"])
  }

  @Test func argumentsThatFailTheSchemaAreInvented() throws {
    var run = B()
    var wrongType = B.geocodeRaleigh
    wrongType.arguments = #"{"place":7}"#
    run.turn("p", rounds: [[wrongType]], answer: "ok")
    let suiteCase = try SuiteParser.parse("case c\nprompt p\ncalls geocode", path: "s.suite").cases[
      0]
    #expect(SuiteScorer.verdict(of: run.transcript, for: suiteCase).classes == [.inventedArgument])
  }

  @Test func theSameCallTwiceInATurnIsARepeatedCall() throws {
    var run = B()
    run.turn(
      "What is the weather in Raleigh?",
      rounds: [[B.geocodeRaleigh], [B.geocodeRaleigh], [B.forecastRaleigh]], answer: "Sunny.")
    #expect(
      SuiteScorer.verdict(of: run.transcript, for: try chainCase()).classes == [.repeatedCall])
  }

  @Test func anAnswerWithoutTheWordIsAWrongAnswer() throws {
    var run = B()
    run.turn(
      "What is the weather in Raleigh?", rounds: [[B.geocodeRaleigh], [B.forecastRaleigh]],
      answer: "Rain.")
    #expect(SuiteScorer.verdict(of: run.transcript, for: try chainCase()).classes == [.wrongAnswer])
  }

  @Test func aTurnWithoutAnAnswerIsAWrongAnswer() throws {
    var run = B()
    run.turn(
      "What is the weather in Raleigh?", rounds: [[B.geocodeRaleigh], [B.forecastRaleigh]],
      answer: nil)
    #expect(SuiteScorer.verdict(of: run.transcript, for: try chainCase()).classes == [.wrongAnswer])
  }

  @Test func aRecordedServerFailureIsAModelErrorAndNothingElse() throws {
    var run = B()
    run.callsite.extra[SuiteRunError.key] =
      SuiteRunError(kind: .model, message: "the model failed: connection refused", turn: 1).json
    let verdict = SuiteScorer.verdict(of: run.transcript, for: try chainCase())
    #expect(verdict.classes == [.modelError])
    #expect(verdict.reasons == ["turn 1: the model failed: connection refused"])
  }

  @Test func aRunCallsiteCouldNotMakeIsARunErrorAndNothingElse() throws {
    var run = B()
    run.callsite.extra[SuiteRunError.key] =
      SuiteRunError(kind: .run, message: "no tool named getCoordinates", turn: 0).json
    let verdict = SuiteScorer.verdict(of: run.transcript, for: try chainCase())
    #expect(verdict.classes == [.runError])
    #expect(verdict.reasons == ["set-up: no tool named getCoordinates"])
  }

  @Test func aCallToAToolThatDoesNotExistIsWrongTool() throws {
    var run = B()
    run.turn(
      "p", rounds: [[B.Call(name: "getTime", arguments: "{}", output: "noon")]], answer: "ok")
    let suiteCase = try SuiteParser.parse("case c\nprompt p", path: "s.suite").cases[0]
    #expect(SuiteScorer.verdict(of: run.transcript, for: suiteCase).classes == [.wrongTool])
  }

  @Test func aMultiTurnCaseChecksEachTurnAgainstItsOwnExpectations() throws {
    let suiteCase = try SuiteParser.parse(
      "case c\nprompt one\ncalls geocode\nprompt two\ncalls none\nanswer contains done",
      path: "s.suite"
    ).cases[0]
    var run = B()
    run.turn("one", rounds: [[B.geocodeRaleigh]], answer: "found")
    run.turn("two", rounds: [[B.forecastRaleigh]], answer: "done")
    let verdict = SuiteScorer.verdict(of: run.transcript, for: suiteCase)
    #expect(verdict.classes == [.wrongTool])
    #expect(verdict.reasons == ["turn 2: called forecast; expected nothing"])
  }
}
