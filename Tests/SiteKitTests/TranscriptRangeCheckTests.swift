import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// `gen check` warns when a transcript block's `steps=` leaves out the response that ends
/// the turn it stops in.
@Suite struct TranscriptRangeCheckTests {
  /// A content folder with the step-numbering transcript (six steps, the response sixth)
  /// and one lesson holding `markdown`.
  private func check(_ markdown: String) throws -> [CheckFinding] {
    let content = FileManager.default.temporaryDirectory
      .appendingPathComponent("range-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: content) }
    let transcripts = content.appendingPathComponent("transcripts")
    let lessons = content.appendingPathComponent("lessons/01-start")
    try FileManager.default.createDirectory(at: transcripts, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Repository.fixture("step-numbering/reported-failure.json"),
      to: transcripts.appendingPathComponent("oslo.json"))
    try Data(markdown.utf8).write(to: lessons.appendingPathComponent("01-lesson.md"))
    return TranscriptRangeChecker(content: content, display: PathDisplay()).run()
  }

  @Test func aRangeThatStopsBeforeTheTurnsResponseIsWarnedAtItsLine() throws {
    let findings = try check("# Oslo\n\n```transcript oslo steps=2-4\n```\n")
    #expect(findings.count == 1)
    #expect(findings.first?.line == 3)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.hasPrefix("steps=2-4 of oslo stops before step 6") == true)
  }

  @Test func aRangeThatEndsWithTheResponseIsFine() throws {
    #expect(try check("```transcript oslo steps=2-6\n```\n").isEmpty)
  }

  @Test func aTurnSplitOverTwoBlocksIsFine() throws {
    #expect(
      try check("```transcript oslo steps=1-4\n```\n\nThen:\n\n```transcript oslo steps=5-6\n```\n")
        .isEmpty)
  }

  @Test func anExampleInsideALongerFenceIsNotABlock() throws {
    #expect(try check("````markdown\n```transcript oslo steps=2-4\n```\n````\n").isEmpty)
  }
}
