import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A course whose transcript calls a real course tool, so doctests have something to check.
let checkedCourse: [String: String] = {
  var files = smallCourse
  files["content/tools/getCoffeeMenu.json"] = """
    {"type": "function", "function": {"name": "getCoffeeMenu", "description": "Menu", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"], "additionalProperties": false}},
     "run": {"reply": "Espresso, latte"}}
    """
  files["content/transcripts/menu.json"] = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Barista."}],
       "tools": [{"type": "function", "function": {"name": "getCoffeeMenu", "description": "Menu", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"], "additionalProperties": false}}}]},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "Menu?"}], "options": {}},
      {"role": "response", "id": "entry-3", "toolCalls": [{"id": "call-1", "name": "getCoffeeMenu", "arguments": "{\\"query\\": \\"Menu?\\"}"}]},
      {"role": "tool", "id": "entry-4", "toolCallID": "call-1", "toolName": "getCoffeeMenu", "contents": [{"type": "text", "id": "segment-3", "text": "Espresso, latte"}]},
      {"role": "response", "id": "entry-5", "contents": [{"type": "text", "id": "segment-4", "text": "We have espresso."}]}
    ]}}
    """
  return files
}()

@Suite struct SiteCheckerTests {
  func options(_ folder: TemporaryFolder) -> BuildOptions {
    BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"))
  }

  func built() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write(checkedCourse)
    _ = try SiteBuilder(options: options(folder)).build()
    return folder
  }

  @Test func aFreshCourseHasNoErrors() async throws {
    let folder = try built()
    let (findings, _) = await SiteChecker(options: options(folder)).run()
    #expect(findings.filter { $0.severity == .error } == [])
  }

  @Test func aBrokenLinkIsReportedWithItsFileAndLine() async throws {
    let folder = try built()
    try folder.write([
      "site/start/hello/index.html":
        "<html>\n<body>\n<a href=\"../nowhere/index.html\">x</a></body></html>"
    ])
    let findings = LinkChecker(site: folder.url.appendingPathComponent("site")).run().findings
    #expect(
      findings.contains {
        $0.path == "site/start/hello/index.html" && $0.line == 3
          && $0.message.contains("broken link")
      })
  }

  @Test func aBrokenAnchorIsReported() async throws {
    let folder = try built()
    try folder.write([
      "site/start/hello/index.html":
        "<html><body><a href=\"../calls/index.html#nope\">x</a><a href=\"#here\">y</a><p id=\"here\"></p></body></html>"
    ])
    let findings = LinkChecker(site: folder.url.appendingPathComponent("site")).run().findings
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("has no id \"nope\"") == true)
  }

  @Test func externalLinksAreListedNotFetched() async throws {
    let folder = try built()
    try folder.write(["site/x.html": "<a href=\"https://example.org/a\">a</a>"])
    let result = LinkChecker(site: folder.url.appendingPathComponent("site")).run()
    #expect(result.external == ["https://example.org/a"])
  }

  @Test func aToolSchemaChangeThatBreaksARecordedCallIsReported() async throws {
    let folder = try built()
    try folder.write([
      "content/tools/getCoffeeMenu.json": """
      {"type": "function", "function": {"name": "getCoffeeMenu", "description": "Menu", "parameters": {"type": "object", "properties": {"drink": {"type": "string"}}, "required": ["drink"], "additionalProperties": false}},
       "run": {"reply": "Espresso, latte"}}
      """
    ])
    let findings = await TranscriptChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(
      findings.contains {
        $0.path.hasSuffix("menu.json") && $0.line == 5
          && $0.message.contains("missing the required property \"drink\"")
      })
  }

  @Test func aTranscriptThatIsNotUTF8IsReportedAtItsBadByte() async throws {
    let folder = try built()
    let url = folder.url.appendingPathComponent("content/transcripts/menu.json")
    var bytes = try Data(contentsOf: url)
    let newline = bytes.firstIndex(of: 0x0A)!
    bytes.insert(0xFF, at: newline + 1)
    try bytes.write(to: url)
    let findings = await TranscriptChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(
      findings.contains {
        $0.path.hasSuffix("menu.json") && $0.line == 2 && $0.message.contains("not valid UTF-8")
      })
  }

  @Test func aToolWhoseOutputChangedIsReported() async throws {
    let folder = try built()
    try folder.write([
      "content/tools/getCoffeeMenu.json": """
      {"type": "function", "function": {"name": "getCoffeeMenu", "description": "Menu", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"], "additionalProperties": false}},
       "run": {"reply": "Only tea today"}}
      """
    ])
    let findings = await TranscriptChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(
      findings.contains {
        $0.severity == .error && $0.message.contains("now returns something else")
          && $0.message.contains("Only tea today")
      })
  }

  @Test func aCallTheLoopGuardRefusedIsNotRunAgainByTheCheck() async throws {
    let folder = try built()
    let refused =
      #"{"after": "entry-4", "callID": "call-2", "tool": "getCoffeeMenu", "arguments": "{\"query\": \"Menu?\"}", "#
      + #""error": "not run: the same call, with JSON-equal arguments, as in round 1 (the loop guard)"}"#
    let menu = checkedCourse["content/transcripts/menu.json"]!
    #expect(menu.components(separatedBy: "]}}").count == 2)
    try folder.write([
      "content/transcripts/menu.json": menu.replacingOccurrences(
        of: "]}}", with: "]}, \"callsite\": {\"failures\": [\(refused)]}}")
    ])
    let findings = await TranscriptChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(!findings.contains { $0.severity == .error })
    #expect(!findings.contains { $0.message.contains("failed when recorded") })
  }

  @Test func aCallToAToolThatNoLongerExistsIsReported() async throws {
    let folder = try built()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("content/tools/getCoffeeMenu.json"))
    let findings = await TranscriptChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(
      findings.contains {
        $0.message == "calls getCoffeeMenu, which no file in content/tools/ defines"
      })
  }

  @Test func aSiteThatDiffersFromTheBuildIsStale() async throws {
    let folder = try built()
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nChanged.\n"])
    let stale = SiteChecker(options: options(folder)).freshness(display: PathDisplay())
    #expect(
      stale.contains {
        $0.path.hasSuffix("more/extra/index.html") && $0.message.hasPrefix("out of date")
      })
    _ = try SiteBuilder(options: options(folder)).build()
    #expect(SiteChecker(options: options(folder)).freshness(display: PathDisplay()) == [])
  }
}

@Suite struct RelativePathTests {
  @Test(arguments: [
    ("../02-more/01-extra.md", "lessons/01-start", "lessons/02-more/01-extra.md"),
    ("./a.md", "lessons", "lessons/a.md"), ("b/../c.md", "", "c.md"),
  ])
  func resolvesDotsAgainstTheFolder(path: String, base: String, expected: String) {
    #expect(RelativePath.resolve(path, in: base) == expected)
  }

  @Test func climbingAboveTheRootIsNil() {
    #expect(RelativePath.resolve("../../x.html", in: "a") == nil)
  }
}
