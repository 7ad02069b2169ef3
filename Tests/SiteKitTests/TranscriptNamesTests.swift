import Foundation
import Testing

@testable import SiteKit

/// The order of the transcripts' names, which their index pages and search follow.
@Suite struct TranscriptNamesTests {
  func names(_ files: [String]) throws -> [String] {
    let folder = TemporaryFolder()
    let tiny = try #require(smallCourse["content/transcripts/tiny.json"])
    var course = smallCourse
    course["content/transcripts/tiny.json"] = nil
    for file in files { course["content/transcripts/\(file)"] = tiny }
    try folder.write(course)
    let loader = ContentLoader(
      root: folder.url.appendingPathComponent("content"), includeDrafts: false,
      displayPath: { $0.path })
    return loader.load().0.transcriptNames
  }

  @Test func namesInTheFoldersOrderStayInIt() throws {
    #expect(try names(["b.json", "c.json", "a.json"]) == ["a", "b", "c"])
  }

  @Test func namesTheFileNamesOrderDifferentlyAreSortedByName() throws {
    // By file name `a-b.json` comes first (`-` before `.`); by name `a` does.
    #expect(try names(["a-b.json", "a.json", "a-c.json"]) == ["a", "a-b", "a-c"])
  }
}
