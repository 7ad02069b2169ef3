import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// ` ```compare ` blocks and comparison pages, through whole builds of a small course.
@Suite struct CompareBuildTests {
  static let page = "site/compare/find--other/index.html"

  func course(lesson: String = "```compare find other\n```\n") -> [String: String] {
    let other = StepPagesBuildTests.transcript.replacingOccurrences(
      of: #"\"Raleigh\""#, with: #"\"Durham\""#)
    return [
      "content/site.json": #"{"title": "Course"}"#,
      "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nTwo runs.\n\n" + lesson,
      "content/transcripts/find.json": StepPagesBuildTests.transcript,
      "content/transcripts/other.json": other,
      "content/transcripts/third.json": StepPagesBuildTests.transcript,
      "content/tools/geo.json": StepPagesBuildTests.geo,
    ]
  }

  func build(_ folder: TemporaryFolder) throws(BuildFailure) -> BuildSummary {
    try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
  }

  func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func aCompareBlockRendersTheAlignmentAndLinksTheComparisonsPage() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let lesson = try text(folder, "site/a/one/index.html")
    #expect(lesson.contains("<section class=\"compare\""))
    #expect(lesson.contains("href=\"../../compare/find--other/index.html\""))
    let page = try text(folder, Self.page)
    #expect(page.contains("Same tool, different arguments"))
    #expect(page.contains("<mark><code>&quot;Raleigh&quot;</code></mark>"))
    #expect(page.contains("<mark><code>&quot;Durham&quot;</code></mark>"))
    #expect(page.contains("The tool calls differ."))
    // Each run's step keeps its own ids: the same transcript twice does not repeat one.
    #expect(page.contains("id=\"cmp-a-find-step-3\"") && page.contains("id=\"cmp-b-other-step-3\""))
  }

  @Test func onlyTheDifferingArgumentIsMarkedInEachRunsStep() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let page = try text(folder, Self.page)
    let marked = page.components(separatedBy: "<mark class=\"compare-differs\">").dropFirst().map {
      $0.components(separatedBy: "</mark>")[0]
    }
    #expect(marked.count == 2)
    #expect(marked.first?.contains("Raleigh") == true)
    #expect(marked.last?.contains("Durham") == true)
  }

  @Test func aStepTheSameInEveryRunIsOneCardThatKeepsEachRunsAnchor() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let page = try text(folder, Self.page)
    let row = try #require(
      page.components(separatedBy: "id=\"cmp-row-1\"").dropFirst().first?.components(
        separatedBy: "</li>\n</ol></div>")[0])
    #expect(row.components(separatedBy: "<div class=\"compare-cell compare-same\">").count == 2)
    #expect(!row.contains("data-column"))
    #expect(row.contains("<span class=\"compare-anchor\" id=\"cmp-b-other-step-1\"></span>"))
  }

  @Test func theTranscriptsIndexAndEachComparedTranscriptsPageLinkTheComparison() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let link = "href=\"../compare/find--other/index.html\""
    #expect(try text(folder, "site/transcripts/index.html").contains(link))
    #expect(
      try text(folder, "site/transcripts/find/index.html").contains(
        "href=\"../../compare/find--other/index.html\""))
    #expect(
      !(try text(folder, "site/transcripts/third/index.html")).contains("compare/find--other"))
    #expect(try text(folder, "site/search/docs-0.js").contains("Comparison: find and other"))
  }

  @Test func aComparisonPageIsRenderedAgainOnlyWhenOneOfItsTranscriptsChanges() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let marked = folder.url.appendingPathComponent(Self.page)
    try Data("kept from the last build".utf8).write(to: marked)
    // Another transcript changes: the comparison's page is reused as it is.
    try folder.write([
      "content/transcripts/third.json": StepPagesBuildTests.transcript.replacingOccurrences(
        of: "Here.", with: "There.")
    ])
    _ = try build(folder)
    #expect(try text(folder, Self.page) == "kept from the last build")
    // One of its transcripts changes: it is rendered again.
    try folder.write([
      "content/transcripts/other.json": StepPagesBuildTests.transcript.replacingOccurrences(
        of: "Here.", with: "Elsewhere.")
    ])
    _ = try build(folder)
    let page = try text(folder, Self.page)
    #expect(page.contains("Elsewhere."))
  }

  @Test func aCompareBlockWithOneTranscriptIsAnErrorAtItsLesson() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```compare find\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.count == 1)
    #expect(failures.first?.path.hasSuffix("lessons/01-a/01-one.md") == true)
    #expect(
      failures.first?.message.contains("a compare block needs two transcripts or more") == true)
  }

  @Test func aCompareBlockNamingAnUnknownTranscriptSaysWhichThereAre() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```compare find nowhere\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.first?.message.contains("no transcript named \"nowhere\"") == true)
    #expect(failures.first?.message.contains("there are: find, other, third") == true)
  }

  @Test func theComparedStepsAreNumberedAsTheTranscriptPageNumbersThem() throws {
    for name in ["06-outside-us", "06-outside-us-reported", "07-house-remembers"] {
      let url = Repository.root.appendingPathComponent("content/transcripts/\(name).json")
      let transcript = try Transcript(jsonText: String(contentsOf: url, encoding: .utf8))
      let html = TranscriptHTML(
        transcript: transcript, name: name, tools: [:], defaultContextSize: 4096, root: "",
        standalone: true)
      #expect(html.stepCount == transcript.steps.count, "\(name)")
    }
  }

  @Test func eachRunsResponseFormatIsAFigureMarkedWhenTheRunsAskedForDifferentOnes() throws {
    let folder = TemporaryFolder()
    var files = course()
    files["content/transcripts/other.json"] = StepPagesBuildTests.transcript.replacingOccurrences(
      of: #""options": {}}"#,
      with:
        #""options": {}, "responseFormat": {"type": "jsonSchema", "jsonSchema": {"name": "Place", "schema": {"type": "object"}}}}"#
    )
    try folder.write(files)
    _ = try build(folder)
    let page = try text(folder, Self.page)
    #expect(page.contains("<dt>Response format</dt><dd><mark>none</mark>"))
    #expect(page.contains("<dt>Response format</dt><dd><mark>Place</mark>"))
    #expect(page.contains("<code>responseFormat</code>:"))
    #expect(page.contains("The prompts asked for different response formats."))
  }

  @Test func runsThatAskedForTheSameFormatShowItUnmarked() throws {
    let folder = TemporaryFolder()
    try folder.write(course())
    _ = try build(folder)
    let page = try text(folder, Self.page)
    #expect(page.components(separatedBy: "<dt>Response format</dt><dd>none</dd>").count == 3)
    #expect(!page.contains("figure-differs"))
  }
}

@Suite struct UnknownTranscriptTests {
  @Test func aMisspelledNameGetsTheNearestNameNotAList() {
    let known = (1...23).map { "\($0)-lesson" } + ["13-currency"]
    #expect(
      UnknownTranscript.message("13-curency", known: known, folder: "content/transcripts")
        == "no transcript named \"13-curency\" in content/transcripts/; did you mean \"13-currency\"?"
    )
  }

  @Test func aNameNearNoneOfManySaysHowManyThereAre() {
    let known = (1...23).map { "transcript-\($0)" }
    let text = UnknownTranscript.message("zzz", known: known, folder: "content/transcripts")
    #expect(
      text.hasSuffix("there are 23, none close to that name; ls content/transcripts lists them"))
  }
}
