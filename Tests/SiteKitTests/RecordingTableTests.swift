import Foundation
import Testing

@testable import SiteKit

/// The ` ```recordings ` block: recordings of a session scored against expectations written
/// in suite syntax inside the block.
@Suite struct RecordingTableTests {
  /// The small course with `tiny@m.json`, a recording of tiny's session, and a lesson that
  /// scores it with `body` as the block's expectations.
  func course(_ body: String) -> [String: String] {
    var course = smallCourse
    course["content/transcripts/tiny@m.json"] = course["content/transcripts/tiny.json"]!
    course["content/lessons/02-more/01-extra.md"] =
      "---\ntitle: Extra\n---\n```recordings tiny@m\n\(body)```\n"
    return course
  }

  func page(_ body: String) throws -> String {
    let folder = TemporaryFolder()
    try folder.write(course(body))
    try buildSite(in: folder)
    return try #require(folder.read("site")["more/extra/index.html"])
  }

  @Test func aRecordingThatDoesWhatItsCaseExpectsIsYesInEveryColumn() throws {
    let html = try page("case tiny\nprompt Hi\ncalls none\nanswer contains hello\n")
    #expect(html.contains("<a href=\"../../transcripts/tiny@m/index.html\">tiny</a>"))
    #expect(html.components(separatedBy: "<td class=\"recording-yes\">yes</td>").count == 4)
  }

  @Test func anAnswerThatFailsItsTestIsNoWithTheScorersReason() throws {
    let html = try page("case tiny\nprompt Hi\ncalls none\nanswer contains goodbye\n")
    #expect(html.contains("<td class=\"recording-no\">no</td>"))
    #expect(html.contains("turn 1: the answer does not pass"))
  }

  @Test func aRecordingWithoutItsCaseIsAnError() throws {
    let folder = TemporaryFolder()
    try folder.write(course("case other\nprompt Hi\n"))
    #expect(throws: BuildFailure.self) { try buildSite(in: folder) }
  }
}
