import CallsiteCore
import Foundation
import HTMLText
import Testing

@testable import SiteKit

@Suite struct TranscriptHTMLTests {
  /// As a lesson's block shows it, wire views and all.
  func render(_ transcript: Transcript, name: String = "t", steps: ClosedRange<Int>? = nil)
    -> String
  {
    TranscriptHTML(
      transcript: transcript, name: name, tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false
    ).render(steps: steps)
  }

  func transcript(_ json: String) throws -> Transcript { try Transcript(jsonText: json) }

  static let twoCalls = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Help plan trips."}],
       "tools": [{"type": "function", "function": {"name": "getCoordinates", "description": "Finds a place.", "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"], "additionalProperties": false}}}]},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "Raleigh and Boston?"}], "options": {}},
      {"role": "response", "id": "entry-3", "toolCalls": [
        {"id": "call-1", "name": "getCoordinates", "arguments": "{\\"location\\": \\"Raleigh\\"}"},
        {"id": "call-2", "name": "getCoordinates", "arguments": "{\\"location\\": \\"Boston\\"}"}]},
      {"role": "tool", "id": "entry-4", "toolCallID": "call-1", "toolName": "getCoordinates", "contents": [{"type": "structure", "id": "segment-3", "structure": {"source": "getCoordinates", "content": {"name": "Raleigh", "latitude": 35.7796, "longitude": -78.6382}}}]},
      {"role": "tool", "id": "entry-5", "toolCallID": "call-2", "toolName": "getCoordinates", "contents": [{"type": "structure", "id": "segment-4", "structure": {"source": "getCoordinates", "content": {"name": "Boston", "latitude": 42.3601, "longitude": -71.0589}}}]},
      {"role": "response", "id": "entry-6", "contents": [{"type": "text", "id": "segment-5", "text": "Both found."}]}
    ]}, "callsite": {"provenance": {"model": "offline-reference", "backend": "offline"}, "contextSize": 4096}}
    """

  static let failed = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Forecasts."}], "tools": []},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "Toronto?"}], "options": {}}
    ]}, "callsite": {"failures": [{"after": "entry-2", "callID": "call-1", "tool": "getWeatherForecast", "arguments": "{\\"latitude\\": 43.65, \\"longitude\\": -79.38}", "error": "404 Data Unavailable For Requested Point"}]}}
    """

  static let unknownRole = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "user", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Hi"}, {"type": "hologram", "id": "segment-2", "url": "cat.glb"}]},
      {"role": "critique", "id": "entry-2", "summary": "thinking <hard>"}
    ]}}
    """

  @Test(arguments: [
    (0, "0"), (999, "999"), (1_000, "1,000"), (1_204, "1,204"), (123_456, "123,456"),
    (1_234_567, "1,234,567"), (-5, "-5"), (-1_234, "-1,234"),
  ])
  func tokenCountsHaveThousandsSeparators(n: Int, text: String) {
    #expect(TranscriptHTML.formatted(n) == text)
  }

  @Test(arguments: [
    "", "one line", "a\nb", "a\n\nb", "a\n\n\nb", "\n\n\n\n", "\n", "<a href='x'>&\"</a>\n\nTwo",
    "é\n\nü\n",
  ])
  func textIsSplitIntoEscapedParagraphsAtBlankLines(text: String) {
    let expected = text.components(separatedBy: "\n\n").map {
      "<p class=\"step-text\">" + $0.htmlEscaped.replacingOccurrences(of: "\n", with: "<br>\n")
        + "</p>\n"
    }.joined()
    #expect(TranscriptHTML.paragraphs(text) == expected)
  }

  @Test func appleFixtureRendersAsFiveSteps() throws {
    let text = try String(
      contentsOf: Repository.fixture("foundation-models/test_transcript_full.json"), encoding: .utf8
    )
    let html = render(try transcript(text), name: "bread")
    #expect(html.components(separatedBy: "<li class=\"step ").count - 1 == 5)
    assertSnapshot(html, named: "transcript-apple-fixture.html")
  }

  @Test func twoCallsInOneTurnRenderAsOneStepWithBothCalls() throws {
    let html = render(try transcript(Self.twoCalls), name: "two-calls")
    #expect(html.contains("Tool calls (2)"))
    assertSnapshot(html, named: "transcript-two-calls.html")
  }

  @Test func aFailedCallIsAStepOfItsOwnWithTheError() throws {
    let html = render(try transcript(Self.failed), name: "failed")
    #expect(html.contains("step-failure"))
    #expect(html.contains("404 Data Unavailable For Requested Point"))
    #expect(html.contains("FoundationModels leaves a failed call out of the transcript"))
    assertSnapshot(html, named: "transcript-failed.html")
  }

  @Test func unknownRolesAndContentTypesRenderAsGenericSteps() throws {
    let html = render(try transcript(Self.unknownRole), name: "unknown")
    #expect(html.contains("Entry: critique"))
    #expect(html.contains("<span class=\"hl-string\">\"hologram\"</span>"))
    #expect(html.contains("thinking &lt;hard&gt;"))
    assertSnapshot(html, named: "transcript-unknown.html")
  }

  @Test func stepsSelectsARangeAndKeepsNumbers() throws {
    let html = render(try transcript(Self.twoCalls), name: "two", steps: 2...3)
    #expect(!html.contains("id=\"two-step-1\""))
    #expect(html.contains("id=\"two-step-2\""))
    #expect(html.contains("id=\"two-step-3\""))
    #expect(!html.contains("id=\"two-step-4\""))
  }

  @Test func argumentsThatBreakTheSchemaAreMarked() throws {
    let bad = Self.twoCalls.replacingOccurrences(
      of: #"{\"location\": \"Boston\"}"#, with: #"{\"place\": 3}"#)
    let html = render(try transcript(bad))
    #expect(html.contains("These arguments do not match the tool’s schema"))
    #expect(html.contains("missing the required property"))
  }

  @Test func theContextMeterCountsUpAndWarnsWhenTheContextOverflows() throws {
    var t = try transcript(Self.twoCalls)
    t.callsite.contextSize = 40
    let html = render(t)
    #expect(html.contains("passes its context size of 40 tokens"))
    #expect(html.components(separatedBy: "overflow-warning").count - 1 == 1)
    #expect(html.contains("meter-over"))
  }

  @Test func everythingFromTheTranscriptIsEscaped() throws {
    let evil = #"<script>alert(1)</script>\"><img src=x onerror=alert(2)> [x](javascript:alert(3))"#
    let json = """
      {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
        {"role": "instructions", "id": "e1", "contents": [{"type": "text", "id": "s1", "text": "\(evil)"}], "tools": [{"type": "function", "function": {"name": "t<b>", "description": "\(evil)", "parameters": {"type": "object"}}}]},
        {"role": "user", "id": "e2", "contents": [{"type": "text", "id": "s2", "text": "\(evil)"}], "options": {}},
        {"role": "response", "id": "e3", "toolCalls": [{"id": "c1", "name": "t<b>", "arguments": "{\\"q\\": \\"\(evil.replacingOccurrences(of: "\\\"", with: "\\\\\\\""))\\"}"}]},
        {"role": "tool", "id": "e4", "toolCallID": "c1", "toolName": "t<b>", "contents": [{"type": "text", "id": "s3", "text": "\(evil)"}]},
        {"role": "response", "id": "e5", "contents": [{"type": "text", "id": "s4", "text": "\(evil)"}]}
      ]}, "callsite": {"provenance": {"model": "<m>", "backend": "x\\" onload=\\"y"}}}
      """
    let html = render(try transcript(json), name: "evil")
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("href=\"javascript:"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("\" onload=\"y"))
    #expect(html.contains("&lt;script&gt;"))
  }
}

/// The site numbers a failed call as a step of its own, as `repl`'s `:entries` does
/// (PlaygroundTests' `StepNumberingAgreementTests` reads the same transcript).
@Suite struct SiteStepNumberingTests {
  @Test func aFailedCallReportedToTheModelIsStepFourOnTheSite() throws {
    let text = try String(
      contentsOf: Repository.fixture("step-numbering/reported-failure.json"), encoding: .utf8)
    let html = TranscriptHTML(
      transcript: try Transcript(jsonText: text), name: "t", tools: [:], defaultContextSize: 4096,
      root: "../../", standalone: false
    ).render(steps: nil)
    let items = html.components(separatedBy: "<li class=\"step ").dropFirst()
    #expect(items.count == 6)
    let fourth = try #require(items.dropFirst(3).first)
    #expect(fourth.hasPrefix("step-failure"))
    #expect(fourth.contains("id=\"t-step-4\""))
  }
}
