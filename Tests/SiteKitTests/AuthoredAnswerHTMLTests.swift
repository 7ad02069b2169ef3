import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// How a response the lesson's author wrote (`:answer`) is shown.
@Suite struct AuthoredAnswerHTMLTests {
  static func transcript(authored: [String]) throws -> Transcript {
    let list = authored.map { "\"\($0)\"" }.joined(separator: ", ")
    return try Transcript(
      jsonText: """
        {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
          {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Pack."}], "tools": []},
          {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "What should I pack?"}], "options": {}},
          {"role": "response", "id": "entry-3", "contents": [{"type": "text", "id": "segment-3", "text": "A rain jacket."}]}
        ]}, "callsite": {"provenance": {"model": "offline-reference", "backend": "offline", "authoredAnswers": [\(list)]}}}
        """)
  }

  func render(_ t: Transcript) -> String {
    TranscriptHTML(
      transcript: t, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false
    ).render(steps: nil)
  }

  @Test func anAuthoredAnswerIsLabelledAsTheAuthors() throws {
    let html = render(try Self.transcript(authored: ["entry-3"]))
    #expect(html.contains("Response: answer written by the lesson’s author"))
    #expect(html.contains("step-authored"))
  }

  @Test func theProvenanceCountsTheAuthoredAnswers() throws {
    let html = render(try Self.transcript(authored: ["entry-3"]))
    #expect(html.contains("1 written by the lesson’s author, not the model"))
  }

  @Test func aModelsAnswerIsNotLabelled() throws {
    let html = render(try Self.transcript(authored: []))
    #expect(!html.contains("lesson’s author"))
  }

  @Test func anIdWithNoEntryIsNotCounted() throws {
    let html = render(try Self.transcript(authored: ["entry-9"]))
    #expect(!html.contains("lesson’s author"))
  }
}
