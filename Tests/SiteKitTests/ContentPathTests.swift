import Foundation
import Testing

@testable import SiteKit

/// Names that become output paths: slugs, chapter folders, transcript and tool names, static
/// files. Each must be one path segment, and no output path may leave the output folder.
@Suite struct ContentPathTests {
  /// The small course plus `extra`, built into `site/`; the failure's diagnostics, or none.
  func failures(_ extra: [String: String], in folder: TemporaryFolder) throws -> [BuildDiagnostic] {
    try folder.write(smallCourse)
    try folder.write(extra)
    return folder.buildFailures()
  }

  /// Whether anything exists at `relative` in the test's folder.
  func exists(_ relative: String, in folder: TemporaryFolder) -> Bool {
    FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(relative).path)
  }

  @Test func aSlugWithSlashesIsAnErrorAtTheLineOfItsKeyAndWritesNothingOutside() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      [
        "content/lessons/02-more/02-out.md":
          "---\ntitle: Out\n# a comment\n\nslug: ../../escaped\n---\nHi\n"
      ], in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/lessons/02-more/02-out.md") == true)
    #expect(found.first?.line == 5)
    #expect(found.first?.message.contains("\"../../escaped\"") == true)
    #expect(!exists("escaped", in: folder))
  }

  @Test func aSlugOfDotDotIsAnErrorAndTheHomePageStaysTheHomePage() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/lessons/02-more/02-up.md": "---\ntitle: Up\nslug: ..\n---\nNot home.\n"],
      in: folder)
    #expect(found.map(\.line) == [3])
    #expect(found.first?.path.hasSuffix("02-up.md") == true)
  }

  @Test(arguments: [
    "a\\b", ".", "", "tab\there", "bell\u{7}",
  ])
  func aSlugThatIsNotOnePathSegmentIsAnError(slug: String) throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/lessons/02-more/02-odd.md": "---\ntitle: Odd\nslug: \"\(slug)\"\n---\n"],
      in: folder)
    #expect(found.count == 1)
    #expect(found.first?.line == 3)
    #expect(found.first?.path.hasSuffix("02-odd.md") == true)
  }

  @Test func aFileNameThatGivesTheSlugDotDotIsAnErrorNamingTheFile() throws {
    let folder = TemporaryFolder()
    let found = try failures(["content/lessons/1-..md": "---\ntitle: Up\n---\n"], in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/lessons/1-..md") == true)
    #expect(!exists("index.html", in: folder))
  }

  @Test func aChapterFolderWhoseSlugIsDotDotIsAnErrorNamingTheFolder() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/lessons/9-../01-out.md": "---\ntitle: Out\n---\n"], in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/lessons/9-..") == true)
    #expect(!exists("out", in: folder))
  }

  @Test func aLessonWhoseURLIsAPageGenMakesIsAnErrorNamingBoth() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/lessons/00-list.md": "---\ntitle: List\nslug: transcripts\n---\n"], in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/lessons/00-list.md") == true)
    #expect(found.first?.message.contains("transcripts/index.html") == true)
    #expect(found.first?.message.contains("transcripts index") == true)
  }

  @Test func aTranscriptWhoseNameIsNotOnePathSegmentIsAnError() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/transcripts/back\\slash.json": #"{"type": "FoundationModels.Transcript"}"#],
      in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/transcripts/back\\slash.json") == true)
  }

  @Test func aStaticFileWhoseNameHasAControlCharacterIsAnError() throws {
    let folder = TemporaryFolder()
    let found = try failures(["content/static/img/a\u{1}.png": "x"], in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/static/img/a\u{1}.png") == true)
  }

  @Test func aBadDraftValueNamesItsOwnLineAfterCommentsAndBlankLines() throws {
    let folder = TemporaryFolder()
    let found = try failures(
      ["content/lessons/02-more/02-maybe.md": "---\ntitle: Maybe\n# soon\n\ndraft: maybe\n---\n"],
      in: folder)
    #expect(found.map(\.line) == [5])
  }

  @Test(arguments: [
    "../index.html", "a/../../b.html", "/etc/passwd", "a//b.html", "./x.html", "a\\b.html",
    "", "a/\u{0}/b.html", "start/..",
  ])
  func anOutputPathThatCouldLeaveTheOutputFolderIsRefused(path: String) {
    #expect(SitePlan.outputPathProblem(path) != nil)
  }

  @Test(arguments: ["index.html", "start/hello/index.html", "static/img/a b.png", ".nojekyll"])
  func anOrdinaryOutputPathIsAccepted(path: String) {
    #expect(SitePlan.outputPathProblem(path) == nil)
  }

  @Test func aPageWhosePathLeavesTheOutputFolderIsNotRenderedEvenIfTheLoaderMissedIt() throws {
    let folder = TemporaryFolder()
    let stray = Lesson(
      sourcePath: "lessons/stray.md", chapterFolder: nil, slug: "stray", title: "Stray",
      summary: "", draft: false, frontMatter: [], body: "Hi", bodyLine: 1,
      outputPath: "ch/../../stray/index.html")
    let content = SiteContent(
      config: SiteConfig(), home: nil,
      chapters: [Chapter(folder: "", slug: "", title: "", lessons: [stray])], transcripts: [:],
      transcriptNames: [], tools: [:], staticFiles: [], root: folder.url)
    let theme = try #require(Theme.load(from: Repository.templates, displayPath: \.path).0)
    let options = BuildOptions(
      content: folder.url, templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"))
    let plan = SitePlan(content: content, theme: theme, options: options, display: PathDisplay())
    let page = try #require(plan.pages().first { $0.outputPath.contains("stray") })
    let result = plan.render(page, memo: TranscriptMemo(plan: plan))
    #expect(result.html == nil)
    #expect(result.diagnostics.first?.message.contains("ch/../../stray/index.html") == true)
  }
}
