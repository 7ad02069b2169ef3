import Foundation
import Testing

@testable import SiteKit

/// The steps of `gen build` one at a time: what each makes of what it is given.
@Suite struct BuildStepTests {
  static func log(_ folder: TemporaryFolder, templates: URL = Repository.templates) -> BuildLog {
    BuildLog(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: templates,
        output: folder.url.appendingPathComponent("site")))
  }

  static func course() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    return folder
  }

  @Test func theContentStepReadsEveryLessonAndTranscript() throws {
    let folder = try Self.course()
    let loaded = LoadContentStep.run(Self.log(folder))
    #expect(loaded.content.chapters.flatMap(\.lessons).map(\.title) == ["Hello", "Calls", "Extra"])
    #expect(loaded.content.transcriptNames == ["tiny"])
    #expect(loaded.state.previousPageCount == 0)
  }

  @Test func theThemeStepFailsWhenATemplateDoesNotParse() throws {
    let folder = try Self.course()
    try folder.write(["templates/page.mustache": "{{#open}} never closed"])
    let log = Self.log(folder, templates: folder.url.appendingPathComponent("templates"))
    #expect(throws: BuildFailure.self) { try LoadThemeStep.run(log) }
  }

  @Test func aCourseNeverBuiltHasNoReusablePage() throws {
    let folder = try Self.course()
    let log = Self.log(folder)
    let planned = PlanPagesStep.run(
      LoadContentStep.run(log), theme: try LoadThemeStep.run(log), log)
    #expect(planned.pages.count == 8)
    #expect(planned.reusable == Array(repeating: false, count: 8))
  }

  @Test func theRenderStepRendersOnlyThePagesThatCannotBeReused() throws {
    let folder = try Self.course()
    _ = try SiteBuilder.runSteps(Self.log(folder))
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nMore.\n"])
    let log = Self.log(folder)
    let planned = PlanPagesStep.run(
      LoadContentStep.run(log), theme: try LoadThemeStep.run(log), log)
    let rendered = try RenderPagesStep.run(planned, log)
    rendered.out.discard()
    #expect(rendered.written == 1)
    #expect(rendered.results.filter(\.rendered).map(\.page.outputPath) == ["more/extra/index.html"])
    #expect(rendered.manifest.files.isEmpty)
  }

  @Test func theCommittedManifestListsTheSearchIndexAndTheThemesAssets() throws {
    let folder = try Self.course()
    let finished = try #require(try SiteBuilder.runSteps(Self.log(folder)))
    let files = finished.manifest.files
    #expect(finished.search.paths.allSatisfy { files.contains($0) })
    #expect(!finished.search.paths.isEmpty)
    #expect(files.contains(".nojekyll"))
    #expect(files.contains { $0.hasPrefix("assets/") })
  }

  @Test func theMemoNamesATranscriptTheContentDoesNotHave() throws {
    let folder = try Self.course()
    let log = Self.log(folder)
    let planned = PlanPagesStep.run(
      LoadContentStep.run(log), theme: try LoadThemeStep.run(log), log)
    let memo = TranscriptMemo(plan: planned.plan)
    #expect(try memo.facts("tiny").steps == 3)
    do {
      _ = try memo.transcript("missing")
      Issue.record("a missing transcript was decoded")
    } catch {
      #expect(error.message == "no such transcript")
    }
  }
}
