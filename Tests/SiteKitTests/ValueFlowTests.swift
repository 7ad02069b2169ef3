import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct ValueFlowTests {
  /// A prompt, a geocoder call and output, then a forecast call with the output's numbers
  /// (one written with a trailing zero) and trivial values that must not be traced.
  static let chained = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "s1", "text": "Plan."}], "tools": []},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "s2", "text": "Weather in Raleigh, NC for 3 days, under 600,000?"}], "options": {}},
      {"role": "response", "id": "entry-3", "toolCalls": [{"id": "call-1", "name": "geo", "arguments": "{\\"location\\": \\"Raleigh, NC\\"}"}]},
      {"role": "tool", "id": "entry-4", "toolCallID": "call-1", "toolName": "geo", "contents": [{"type": "structure", "id": "s3", "structure": {"source": "geo", "content": {"name": "Raleigh, NC", "latitude": 35.7796, "longitude": -78.6382, "exact": true, "rank": 1}}}]},
      {"role": "response", "id": "entry-5", "toolCalls": [{"id": "call-2", "name": "forecast", "arguments": "{\\"latitude\\": 35.77960, \\"longitude\\": -78.6382, \\"exact\\": true, \\"rank\\": 1, \\"days\\": 3, \\"budget\\": 600000, \\"unit\\": \\"\\"}"}]},
      {"role": "response", "id": "entry-6", "contents": [{"type": "text", "id": "s4", "text": "Done."}]}
    ]}}
    """

  func flow() throws -> (ValueFlow, TranscriptHTML) {
    let transcript = try Transcript(jsonText: Self.chained)
    let html = TranscriptHTML(
      transcript: transcript, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: true)
    return (ValueFlow(transcript, steps: html.steps), html)
  }

  @Test func anArgumentEqualToAnEarlierOutputsValueComesFromThatStep() throws {
    let uses = try flow().0.uses[5]?[0] ?? []
    let latitude = try #require(uses.first { $0.pointer == "/latitude" })
    #expect(latitude.origin == ValueFlow.Origin(step: 4, source: 0, what: "geo’s output"))
    #expect(uses.contains { $0.pointer == "/longitude" && $0.origin.step == 4 })
  }

  @Test func numbersCompareAsNumbersSoATrailingZeroStillMatches() throws {
    let uses = try flow().0.uses[5]?[0] ?? []
    #expect(
      uses.first { $0.pointer == "/latitude" }?.value == .number(JSONNumber(literal: "35.77960")))
  }

  @Test func booleansZeroOneAndEmptyStringsAreNotTraced() throws {
    let pointers = Set((try flow().0.uses[5]?[0] ?? []).map(\.pointer))
    #expect(!pointers.contains("/exact"))
    #expect(!pointers.contains("/rank"))
    #expect(!pointers.contains("/unit"))
  }

  @Test func aStringOrANumberWrittenInThePromptComesFromThePrompt() throws {
    let f = try flow().0
    #expect(
      f.uses[3]?[0]?.first?.origin == ValueFlow.Origin(step: 2, source: nil, what: "the prompt"))
    let later = f.uses[5]?[0] ?? []
    #expect(later.first { $0.pointer == "/days" }?.origin.step == 2)
    #expect(later.first { $0.pointer == "/budget" }?.origin.step == 2)
  }

  @Test func theArgumentLinksToItsSourceStepAndTheSourceValueIsMarked() throws {
    let out = try flow().1.render(steps: nil)
    #expect(
      out.contains(
        "<a class=\"flow-arg\" href=\"#t-step-4\" data-flow=\"t-step-4-value-1\" title=\"from step 4\"><span class=\"hl-number\">35.77960</span></a>"
      ))
    #expect(
      out.contains(
        "<span class=\"flow-source\" id=\"t-step-4-value-1\"><span class=\"hl-number\">35.7796</span></span>"
      ))
    #expect(
      out.contains(
        "<a class=\"flow-link\" href=\"#t-step-4\" data-flow=\"t-step-4-value-1\">from step 4</a>"))
  }

  @Test func aSourceStepOutsideTheShownRangeLinksToTheTranscriptsPage() throws {
    let transcript = try Transcript(jsonText: Self.chained)
    let out = TranscriptHTML(
      transcript: transcript, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false
    ).render(steps: 5...6)
    #expect(out.contains("href=\"../../transcripts/t/index.html#t-step-4\""))
  }

  @Test(arguments: [
    ("under $600,000 for 3 days", [600_000.0, 3]), ("at -78.6 or 2026-05-01", [-78.6, 2026, 5, 1]),
    ("version 1.2.3", []), ("no numbers", []),
  ])
  func numbersAreReadFromText(text: String, numbers: [Double]) {
    #expect(ValueFlow.numbers(in: text) == numbers)
  }
}

/// Trimming spaces takes a string that starts and ends with another ASCII character as it
/// is, and trims every other string as Foundation does.
@Test(arguments: [
  "Raleigh", " Raleigh ", "\tx\t", "  ", "", "x", "\u{A0}a\u{A0}", "\u{3000}東京", "a\u{2003}",
  "é ", " é", "\r\n", "\n x \n", "a b",
])
func trimmingSpacesIsFoundationsTrimming(text: String) {
  #expect(String(ValueFlow.trimmedOfSpaces(text)) == text.trimmingCharacters(in: .whitespaces))
}
