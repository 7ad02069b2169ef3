import CallsiteCore
import Testing

@Suite("Transcript alignment")
struct TranscriptAlignmentTests {
  typealias M = RunBuilder.Move
  static let raleigh: [M] = [
    .prompt("Weather in Raleigh?"), .call([("getCoordinates", #"{"location":"Raleigh"}"#)]),
    .output("getCoordinates", #"{"latitude":35.78,"longitude":-78.64}"#),
    .answer("It is sunny."),
  ]

  /// The rows' statuses, in order.
  static func statuses(_ a: TranscriptAlignment) -> [AlignedRow.Status] { a.rows.map(\.status) }

  @Test func identicalRunsAlignEveryStepAndAgree() {
    let a = RunBuilder.align([RunBuilder(Self.raleigh), RunBuilder(Self.raleigh)])
    #expect(a.rows.count == 5)
    #expect(a.rows.allSatisfy { $0.status == .same && $0.cells == [$0.cells[0], $0.cells[0]] })
    #expect(a.toolCallsAgree)
    #expect(a.firstDifference == nil)
    #expect(a.summary.hasPrefix("The runs agree step by step"))
  }

  @Test func anExtraCallOnOneSideFacesAGapInsteadOfShiftingTheRest() {
    var more = Self.raleigh
    more.insert(
      contentsOf: [.call([("getWeather", #"{"city":"Raleigh"}"#)]), .output("getWeather", "72F")],
      at: 3)
    let a = RunBuilder.align([RunBuilder(Self.raleigh), RunBuilder(more)])
    #expect(Self.statuses(a) == [.same, .same, .same, .same, .gap, .gap, .same])
    #expect(a.rows[4].cells == [nil, 4] && a.rows[5].cells == [nil, 5])
    // The answers still share a row.
    #expect(a.rows[6].cells == [4, 6])
    #expect(a.rows[4].callsDiffer && !a.rows[5].callsDiffer)
    #expect(!a.toolCallsAgree)
    #expect(a.summary.hasPrefix("step 5: A answered without a tool, B called getWeather."))
  }

  @Test func aDifferentToolSharesTheRowAndIsMarkedDifferent() {
    var other = Self.raleigh
    other[1] = .call([("getWeather", #"{"location":"Raleigh"}"#)])
    other[2] = .output("getWeather", "72F")
    let a = RunBuilder.align([RunBuilder(Self.raleigh), RunBuilder(other)])
    #expect(Self.statuses(a) == [.same, .same, .differentStep, .differentStep, .same])
    #expect(a.rows[2].callsDiffer)
    #expect(!a.toolCallsAgree)
    #expect(a.summary.hasPrefix("step 3: A called getCoordinates, B called getWeather."))
  }

  @Test func differentArgumentsOnlyMarkTheKeysWhoseValuesDiffer() {
    let first: [M] = [
      .prompt("Paris?"), .call([("getCoordinates", #"{"location":"Paris","limit":1}"#)]),
    ]
    let second: [M] = [
      .prompt("Paris?"), .call([("getCoordinates", #"{"limit":1,"location":"Paris, France"}"#)]),
    ]
    let a = RunBuilder.align([RunBuilder(first), RunBuilder(second)])
    #expect(Self.statuses(a) == [.same, .same, .differentArguments])
    let keys = a.rows[2].arguments[0]
    #expect(keys.map(\.key) == ["location", "limit"])
    #expect(keys.map(\.differs) == [true, false])
    #expect(keys[0].values == [#""Paris""#, #""Paris, France""#])
    #expect(a.rows[2].callsDiffer)
    #expect(
      a.summary
        == #"step 3: A called getCoordinates with location="Paris", B called getCoordinates with location="Paris, France"."#
    )
  }

  @Test func nestedKeysInAnotherOrderAreTheSameValue() {
    let first: [M] = [
      .prompt("Paris?"),
      .call([("getCoordinates", #"{"place":{"city":"Paris","country":"FR"}}"#)]),
    ]
    let second: [M] = [
      .prompt("Paris?"),
      .call([("getCoordinates", #"{"place":{"country":"FR","city":"Paris"}}"#)]),
    ]
    let a = RunBuilder.align([RunBuilder(first), RunBuilder(second)])
    #expect(Self.statuses(a) == [.same, .same, .same])
    #expect(a.toolCallsAgree)
  }

  @Test func aCallThatFailedOnOneSideIsTheSameCallWithADifferentOutcome() {
    let failing: [M] = [
      .prompt("Weather in Toronto?"), .call([("getCoordinates", #"{"location":"Toronto"}"#)]),
      .output("getCoordinates", #"{"latitude":43.65}"#),
      .fail("getForecast", #"{"latitude":43.65}"#, error: "404 Data Unavailable"),
    ]
    let working =
      Array(failing.dropLast()) + [
        .call([("getForecast", #"{"latitude":43.65}"#)]), .output("getForecast", "Snow."),
        .answer("Snow."),
      ]
    let a = RunBuilder.align([RunBuilder(failing), RunBuilder(working)])
    #expect(Self.statuses(a) == [.same, .same, .same, .same, .differentContent, .gap, .gap])
    #expect(a.rows[4].cells == [4, 4])
    #expect(a.toolCallsAgree)
    #expect(a.runs.map(\.failedCalls) == [1, 0])
    #expect(
      a.summary.hasPrefix(
        "step 5: A's call to getForecast failed (404 Data Unavailable), B's call succeeded."))
  }

  @Test func whenBothCallsFailTheSummarySaysSoWithoutTooOnEitherSide() {
    let start: [M] = [
      .prompt("Weather in Toronto?"), .call([("getCoordinates", #"{"location":"Toronto"}"#)]),
      .output("getCoordinates", #"{"latitude":43.65}"#),
    ]
    let a = RunBuilder.align([
      RunBuilder(
        start + [.fail("getForecast", #"{"latitude":43.65}"#, error: "404 Data Unavailable")]),
      RunBuilder(start + [.fail("getForecast", #"{"latitude":43.65}"#, error: "timed out")]),
    ])
    #expect(
      a.summary.hasPrefix(
        "step 5: both calls failed: A's call to getForecast failed (404 Data Unavailable); "
          + "B's call to getForecast failed (timed out)."))
    #expect(!a.summary.contains("too"))
  }

  @Test func threeColumnsAlignAgainstTheRowsSoFar() {
    var extra = Self.raleigh
    extra.insert(contentsOf: [.call([("getTime", "{}")]), .output("getTime", "noon")], at: 3)
    var other = Self.raleigh
    other[1] = .call([("getWeather", #"{"location":"Raleigh"}"#)])
    other[2] = .output("getWeather", "72F")
    let a = RunBuilder.align([RunBuilder(Self.raleigh), RunBuilder(other), RunBuilder(extra)])
    #expect(a.runs.count == 3)
    #expect(a.rows.map(\.cells.count).allSatisfy { $0 == 3 })
    #expect(a.rows[2].cells == [2, 2, 2] && a.rows[2].status == .differentStep)
    // The third run's extra call and output face gaps in the other two.
    #expect(a.rows[4].cells == [nil, nil, 4] && a.rows[5].cells == [nil, nil, 5])
    #expect(a.rows[6].cells == [4, 4, 6])
    #expect(
      a.summary.hasPrefix(
        "step 3: A called getCoordinates, B called getWeather, C called getCoordinates."))
  }

  @Test func aTurnMissingFromOneRunLeavesGapsForAllItsSteps() {
    let two = Self.raleigh + [.prompt("And tomorrow?"), .answer("Rain.")]
    let a = RunBuilder.align([RunBuilder(two), RunBuilder(Self.raleigh)])
    #expect(a.rows.suffix(2).map(\.cells) == [[5, nil], [6, nil]])
    #expect(a.rows.suffix(2).map(\.turn) == [2, 2])
    #expect(a.toolCallsAgree)
  }

  @Test func thePlainReportHasNoEscapesAndTheColouredOneDoes() {
    let a = RunBuilder.align([
      RunBuilder(Self.raleigh), RunBuilder(Array(Self.raleigh.prefix(1)) + [.answer("Hi")]),
    ])
    let plain = AlignmentReport(a, colour: false).text
    #expect(!plain.contains("\u{1B}["))
    #expect(plain.contains("≠  3 call getCoordinates   │ —\n"))
    #expect(plain.contains("content: A \"It is sunny.\" · B \"Hi\""))
    #expect(plain.hasSuffix("The tool calls differ.\n"))
    #expect(AlignmentReport(a, colour: true).text.contains("\u{1B}[1;31m≠\u{1B}[0m"))
  }

  @Test func theColouredReportShowsEscapesFromTheTranscriptsAsText() {
    let a = RunBuilder.align([
      RunBuilder(Self.raleigh),
      RunBuilder(
        model: "evil\u{1B}]52;c;eA==\u{07}", Array(Self.raleigh.prefix(1)) + [.answer("Hi")]),
    ])
    let text = AlignmentReport(a, colour: true).text
    #expect(text.contains("evil^[]52;c;eA==^G"))
    #expect(!text.contains("\u{1B}]"))
    #expect(!text.contains("\u{07}"))
  }

  @Test func aRunWhoseServerReportedItsUsageShowsThatCountBesideItsTotal() {
    var live = RunBuilder(model: "gemma-3-270m", backend: "openai", Self.raleigh).transcript
    live.callsite.requests = [
      RequestRecord(
        after: "entry-2", reply: "entry-3", round: 1,
        usage: TokenUsage(promptTokens: 226, completionTokens: 96), provenance: nil),
      RequestRecord(
        after: "entry-4", reply: "entry-5", round: 2,
        usage: TokenUsage(promptTokens: 300, completionTokens: 20, totalTokens: 320),
        provenance: nil),
    ]
    let a = TranscriptAlignment([
      (name: "A", transcript: RunBuilder(Self.raleigh).transcript), (name: "B", transcript: live),
    ])
    #expect(a.runs.map(\.reportedTokens) == [nil, 642])
    let lines = AlignmentReport(a, colour: false).text.split(separator: "\n")
    #expect(!lines[0].contains("reported"))
    #expect(lines[1].contains(" tokens (642 reported by the server) · 2 rounds"))
  }
}
