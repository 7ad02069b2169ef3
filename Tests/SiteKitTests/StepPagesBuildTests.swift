import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Notes, split transcripts and tool pages, through whole builds of a small course.
@Suite struct StepPagesBuildTests {
  static let geo = """
    {"type": "function", "function": {"name": "geo", "description": "Finds a place.",
     "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}},
     "run": {"reply": "here"}}
    """

  static let transcript = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "s1", "text": "Find places."}],
       "tools": [{"type": "function", "function": {"name": "geo", "description": "Finds a place.", "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}}}]},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "s2", "text": "Where is Raleigh?"}], "options": {}},
      {"role": "response", "id": "entry-3", "toolCalls": [{"id": "call-1", "name": "geo", "arguments": "{\\"location\\": \\"Raleigh\\"}"}]},
      {"role": "tool", "id": "entry-4", "toolCallID": "call-1", "toolName": "geo", "contents": [{"type": "text", "id": "s3", "text": "here"}]},
      {"role": "response", "id": "entry-5", "contents": [{"type": "text", "id": "s4", "text": "Here."}]}
    ]}, "callsite": {"provenance": {"model": "offline-reference", "backend": "offline", "callsiteVersion": "9.9", "endpoint": "127.0.0.1"}}}
    """

  func course(lesson: String) -> [String: String] {
    [
      "content/site.json": #"{"title": "Course"}"#,
      "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\n" + lesson,
      "content/lessons/01-a/02-two.md": "---\ntitle: Two\n---\nNothing here.\n",
      "content/transcripts/find.json": Self.transcript,
      "content/tools/geo.json": Self.geo,
    ]
  }

  /// The lists of transcripts and lessons on a tool's page (not its sidebar).
  func uses(_ page: String) -> String {
    page.components(separatedBy: "<ul class=\"tool-uses\">").dropFirst().map {
      $0.components(separatedBy: "</ul>")[0]
    }.joined(separator: "\n")
  }

  func build(_ folder: TemporaryFolder) throws(BuildFailure) -> BuildSummary {
    try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
  }

  @Test func aNoteOnAStepTheTranscriptDoesNotHaveIsAnErrorAtTheNotesLine() throws {
    let folder = TemporaryFolder()
    try folder.write(
      course(lesson: "Intro.\n\n```transcript find\nstep 3: fine\nstep 9: no such step\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.count == 1)
    #expect(failures.first?.path.hasSuffix("lessons/01-a/01-one.md") == true)
    // Three lines of front matter, two before the fence, the fence, then the notes.
    #expect(failures.first?.line == 8)
    #expect(failures.first?.message.contains("a note on step 9, but find has 5 steps") == true)
  }

  @Test func aNoteOnAStepOutsideTheBlocksRangeIsAnError() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```transcript find steps=1-2\nstep 4: not shown here\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.first?.line == 5)
    #expect(failures.first?.message.contains("which this block does not show (steps=1-2)") == true)
  }

  @Test func aTranscriptSplitOverTwoBlocksShowsItsProvenanceOnce() throws {
    let folder = TemporaryFolder()
    try folder.write(
      course(
        lesson: "```transcript find steps=1-3\n```\n\nThen:\n\n```transcript find steps=4-5\n```\n")
    )
    _ = try build(folder)
    let page = folder.read("site")["a/one/index.html"] ?? ""
    #expect(page.components(separatedBy: "<dt>Model</dt>").count == 2)
    #expect(page.contains("<header class=\"transcript-head\" id=\"find-provenance\">"))
    #expect(page.contains("Recorded as described <a href=\"#find-provenance\">above</a>."))
  }

  @Test func theProvenanceFoldsTheVersionAndEndpointAndKeepsTheModelInView() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```transcript find\n```\n"))
    _ = try build(folder)
    let page = folder.read("site")["transcripts/find/index.html"] ?? ""
    let fold = try #require(
      page.range(of: "<details class=\"provenance-more\"><summary>Provenance</summary>"))
    let before = page[..<fold.lowerBound]
    let after = page[fold.upperBound...]
    #expect(before.contains("<dt>Model</dt><dd>Offline stand-in (rules) · offline-reference</dd>"))
    #expect(before.contains("<dt>Backend</dt><dd>offline</dd>"))
    #expect(after.contains("<dt>Callsite</dt><dd>9.9</dd>"))
    #expect(after.contains("<dt>Endpoint</dt><dd>127.0.0.1</dd>"))
    #expect(!before.contains("<dt>Callsite</dt>"))
  }

  @Test func aToolHasAPageListingTheTranscriptsAndLessonsThatUseIt() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```transcript find\n```\n"))
    _ = try build(folder)
    let page = try #require(folder.read("site")["tools/geo/index.html"])
    #expect(page.contains("<h1><code>geo</code></h1>"))
    #expect(uses(page).contains("<a href=\"../../transcripts/find/index.html\">find</a>"))
    #expect(
      uses(page).contains(
        "<a href=\"../../a/one/index.html\"><span class=\"lesson-number\">1.1</span> One</a>"))
    #expect(!uses(page).contains("../../a/two/index.html"))
    #expect(
      page.contains("The same tool in Swift, generated from its tool file (FoundationModels)"))
  }

  @Test func aToolCallLinksToTheToolsPage() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```transcript find\n```\n"))
    _ = try build(folder)
    let lesson = folder.read("site")["a/one/index.html"] ?? ""
    #expect(
      lesson.contains(
        "<a class=\"tool-link\" href=\"../../tools/geo/index.html\"><code>geo</code></a> with arguments:"
      ))
  }

  @Test func aToolPageIsReusedUntilItsToolFileChanges() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```transcript find\n```\n"))
    _ = try build(folder)
    let unchanged = try build(folder)
    #expect(unchanged.pagesWritten == 0)
    try folder.write([
      "content/tools/geo.json": Self.geo.replacingOccurrences(
        of: "Finds a place.", with: "Finds a town.")
    ])
    _ = try build(folder)
    let page = folder.read("site")["tools/geo/index.html"] ?? ""
    #expect(page.contains("Finds a town."))
  }

  @Test func aToolPageIsRenderedAgainWhenALessonStartsUsingTheTool() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "Nothing yet.\n"))
    _ = try build(folder)
    #expect(!uses(folder.read("site")["tools/geo/index.html"] ?? "").contains("a/two/index.html"))
    try folder.write(["content/lessons/01-a/02-two.md": "---\ntitle: Two\n---\n```tool geo\n```\n"])
    _ = try build(folder)
    #expect(
      uses(folder.read("site")["tools/geo/index.html"] ?? "").contains(
        "<a href=\"../../a/two/index.html\"><span class=\"lesson-number\">1.2</span> Two</a>"))
  }

  @Test func aToolBlockWrittenNoSwiftShowsTheSchemaButNotTheGeneratedSwift() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "```tool geo no-swift\n```\n\n```tool geo\n```\n"))
    _ = try build(folder)
    let page = try #require(folder.read("site")["a/one/index.html"])
    let label = "The same tool in Swift, generated from its tool file"
    #expect(page.components(separatedBy: "What the model sees:").count == 3)
    #expect(page.components(separatedBy: label).count == 2)
  }

  @Test func aWordAfterAToolBlocksNameOtherThanNoSwiftIsAnErrorAtTheBlock() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "Intro.\n\n```tool geo swift=off\n```\n"))
    let failures = folder.buildFailures()
    #expect(failures.count == 1)
    #expect(failures.first?.path.hasSuffix("lessons/01-a/01-one.md") == true)
    #expect(failures.first?.line == 6)
    #expect(failures.first?.message.contains("unknown option \"swift=off\"") == true)
  }

  @Test func searchIndexesToolPages() throws {
    let folder = TemporaryFolder()
    try folder.write(course(lesson: "Hi.\n"))
    _ = try build(folder)
    let docs = folder.read("site")["search/docs-0.js"] ?? ""
    #expect(docs.contains("\"Tool: geo\",\"tools/geo/index.html\",\"tool\""))
  }
}
