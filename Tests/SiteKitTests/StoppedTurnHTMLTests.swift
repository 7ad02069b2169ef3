import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// How a turn kept although it stopped without an answer (`callsite.stoppedTurns`) is shown.
@Suite struct StoppedTurnHTMLTests {
  static func transcript(stopped: String) throws -> Transcript {
    try Transcript(
      jsonText: """
        {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
          {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Pack."}], "tools": []},
          {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "What should I pack?"}], "options": {}}
        ]}, "callsite": {"stoppedTurns": [\(stopped)]}}
        """)
  }

  func render(_ t: Transcript) -> String {
    TranscriptHTML(
      transcript: t, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false
    ).render(steps: nil)
  }

  @Test func aStoppedTurnSaysAfterWhichStepItStoppedAndWhy() throws {
    let html = render(
      try Self.transcript(
        stopped: #"{"after": "entry-2", "kind": "model", "message": "HTTP 400 <full>"}"#))
    #expect(
      html.contains("The turn stopped after step 2, on the model’s failure, without an answer"))
    #expect(html.contains("HTTP 400 &lt;full&gt;"))
  }

  @Test func aTranscriptWithoutStoppedTurnsHasNoSuchNote() throws {
    let html = render(try Self.transcript(stopped: ""))
    #expect(!html.contains("stopped-turn"))
  }
}
