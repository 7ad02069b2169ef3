import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// How a reply whose text looks like a call the server did not parse is shown.
@Suite struct UnparsedCallHTMLTests {
  static func transcript(marked: Bool) throws -> Transcript {
    let mark =
      marked
      ? #", "unparsedCalls": {"entry-3": {"tool": "getCoordinates", "arguments": "{}", "wrapper": "tools"}}"#
      : ""
    return try Transcript(
      jsonText: #"""
        {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
          {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Help."}], "tools": []},
          {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "Where is Raleigh?"}], "options": {}},
          {"role": "response", "id": "entry-3", "contents": [{"type": "text", "id": "segment-3", "text": "<tools>{\"name\": \"getCoordinates\", \"arguments\": {}}</tools>"}]}
        ]}, "callsite": {"provenance": {"model": "qwen", "backend": "openai"}\#(mark)}}
        """#)
  }

  func render(_ t: Transcript) -> String {
    TranscriptHTML(
      transcript: t, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false
    ).render(steps: nil)
  }

  @Test func aMarkedReplySaysItLooksLikeACallTheServerDidNotParse() throws {
    let html = render(try Self.transcript(marked: true))
    #expect(
      html.contains(
        "This reply looks like a call to <code>getCoordinates</code> that the server did not parse")
    )
    // The text itself is kept as sent, escaped.
    #expect(html.contains("&lt;tools&gt;"))
  }

  @Test func anUnmarkedReplyHasNoNote() throws {
    #expect(!render(try Self.transcript(marked: false)).contains("unparsed-note"))
  }
}
