import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Each transcript shape from outside Callsite (`Tests/Fixtures/transcript-shapes/`) read and
/// rendered, with the step kinds it should show.
@Suite struct TranscriptShapesHTMLTests {
  static func page(_ file: String) throws -> (Transcript, String) {
    let text = try String(
      contentsOf: Repository.fixture("transcript-shapes/\(file)"), encoding: .utf8)
    let transcript = try Transcript(jsonText: text)
    let html = TranscriptHTML(
      transcript: transcript, name: "shape", tools: [:], defaultContextSize: 4096,
      root: "../../", standalone: true
    ).render(steps: nil)
    return (transcript, html)
  }

  /// The `step-…` class of each step, in order.
  static func kinds(_ html: String) -> [String] {
    html.components(separatedBy: "<li class=\"step step-").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test(arguments: [
    ("python-sdk-tool-error.json", "instructions prompt tool-call failure failure response"),
    ("python-sdk-no-tools.json", "instructions prompt response"),
    (
      "fm27-reasoning-attachments.json",
      "instructions prompt reasoning tool-call tool-output response"
    ),
    ("fm27-custom-segment.json", "prompt response"),
    ("fm27-const-schema.json", "instructions prompt tool-call tool-output response"),
    ("fm-session.json", "instructions prompt response"),
  ])
  func eachShapeRendersItsStepKindsEachWithAWireView(file: String, expected: String) throws {
    let (_, html) = try Self.page(file)
    let kinds = Self.kinds(html)
    #expect(kinds.joined(separator: " ") == expected)
    #expect(html.components(separatedBy: "<details class=\"wire\"").count - 1 == kinds.count)
  }

  @Test func pythonSDKErrorOutputsAreFailedCallsWithTheirMessage() throws {
    let (transcript, html) = try Self.page("python-sdk-tool-error.json")
    #expect(html.contains("Keine Wetterdaten für „München“ verfügbar"))
    #expect(html.contains("&#39;NoneType&#39; object is not subscriptable"))
    // The step shows the message; only its wire view carries the output's text as it was.
    let body = try #require(
      html.components(separatedBy: "<div class=\"step-body\">")[4].components(
        separatedBy: "<details class=\"wire\""
      ).first)
    #expect(body.contains("Keine Wetterdaten"))
    #expect(!body.contains("Tool error: Keine"))
    #expect(html.contains("<code>Callback error: </code>"))
    // The entries stay tool outputs.
    #expect(
      transcript.entries.filter { if case .toolOutput = $0 { true } else { false } }.count == 2)
  }

  @Test func aReasoningEntryIsFoldedWithItsTokenCount() throws {
    let (transcript, html) = try Self.page("fm27-reasoning-attachments.json")
    let step = try #require(html.components(separatedBy: "<li class=\"step step-reasoning\"").last)
    let reasoning = try #require(transcript.entries.first { $0.reasoning != nil })
    let tokens = TranscriptHTML.formatted(transcript.tokenCount(of: reasoning).count)
    #expect(step.contains("<span class=\"step-tokens\">\(tokens) tokens"))
    #expect(
      step.contains(
        "<details class=\"fold reasoning-text\"><summary>What the model thought</summary>\n<p class=\"step-text\">The receipt says 42.50 EUR; the tool converts it.</p>"
      ))
  }

  @Test func attachmentsAreNamedWithTypeAndSizeAndAFileImageIsNotLoaded() throws {
    let (_, html) = try Self.page("fm27-reasoning-attachments.json")
    #expect(html.contains("Image “receipt”: <code>image/png</code>, 48,213 bytes"))
    #expect(html.contains("<code>file:///Users/ada/Desktop/receipt.png</code>"))
    #expect(!html.contains("<img"))
    #expect(
      html.contains(
        "Data “order”: <code>application/json</code> (<code>public.json</code>), 35 bytes")
    )
  }

  @Test func aCustomSegmentShowsItsTypeAndHighlightedJSON() throws {
    let (_, html) = try Self.page("fm27-custom-segment.json")
    #expect(
      html.contains(
        "<div class=\"custom-segment\"><p class=\"step-tool\">Custom content of type <code>MapPin</code>:</p>"
      ))
    #expect(
      html.contains(
        "<span class=\"hl-key\">\"title\"</span>: <span class=\"hl-string\">\"Marienplatz\"</span>")
    )
  }

  @Test func theFmWrappersModelNameIsInTheProvenance() throws {
    let (_, html) = try Self.page("fm-session.json")
    #expect(html.contains("<div><dt>Model</dt><dd>system</dd></div>"))
    #expect(html.contains("<div><dt>Format version</dt><dd>1.1</dd></div>"))
  }

  /// Apple's Python SDK, like FoundationModels 26, runs sessions on the on-device model only,
  /// and its format names no model: the header says which model that is, and that the file
  /// recorded no provenance.
  @Test func aPlainPythonSDKFileNamesApplesOnDeviceModel() throws {
    let (_, html) = try Self.page("python-sdk-no-tools.json")
    #expect(html.contains("<dd>\(ModelLabel.appleOnDevice)</dd>"))
    #expect(html.contains("No provenance recorded"))
  }
}
