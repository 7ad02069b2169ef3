import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A transcript that reads with a warning builds, and `gen build` says so, naming the file.
@Suite struct TranscriptWarningBuildTests {
  static let newer = """
    {"type": "FoundationModels.Transcript",
     "version": "1.7", "transcript": {"entries": [
      {"role": "user", "id": "e1", "contents": [{"type": "text", "id": "s1", "text": "Hi"}], "options": {}}
    ]}}
    """

  func build(_ folder: TemporaryFolder) throws -> BuildSummary {
    try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
  }

  @Test func aNewerVersionBuildsWithAWarningNamingTheFileAndTheVersion() throws {
    let folder = TemporaryFolder()
    var course = smallCourse
    course["content/transcripts/newer.json"] = Self.newer
    try folder.write(course)
    let summary = try build(folder)
    let warning = try #require(summary.warnings.first)
    #expect(summary.warnings.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.path.hasSuffix("content/transcripts/newer.json"))
    #expect(warning.line == 2)
    #expect(warning.column == 13)
    #expect(warning.description.contains(": warning: transcript version \"1.7\" is newer"))
    #expect(folder.read("site")["transcripts/newer/index.html"] != nil)
  }

  @Test func theWarningIsGivenAgainByABuildThatReusesEveryOtherPage() throws {
    let folder = TemporaryFolder()
    var course = smallCourse
    course["content/transcripts/newer.json"] = Self.newer
    try folder.write(course)
    _ = try build(folder)
    let again = try build(folder)
    #expect(again.warnings.count == 1)
    #expect(again.pagesWritten == 1)
  }
}
