import Foundation
import Testing

@testable import SiteKit

/// `gen check`'s report of transcripts that no session script saves.
@Suite struct SessionCoverageTests {
  let folder = TemporaryFolder()
  var content: URL { folder.url.appendingPathComponent("content") }

  func findings(strict: Bool = false) -> [CheckFinding] {
    SessionCoverageChecker(content: content, display: PathDisplay(), strict: strict).run()
  }

  @Test func savesAreFoundInEveryFormTheREPLTakes() {
    let script = """
      # :save not-this-one
      :save one
      :save! two
      :save --force three
      :save "four"
      :saved nothing
      """
    #expect(SessionScriptSaves.saves(in: script).map(\.target) == ["one", "two", "three", "four"])
    #expect(SessionScriptSaves.saves(in: script).map(\.line) == [2, 3, 4, 5])
  }

  @Test func aSaveInsideAnInstructionsBlockSavesNothing() {
    let script = """
      :instructions set \"\"\"
      :save inside
      \"\"\"
      :instructions set \"\"\"one line\"\"\"
      :save after
      """
    #expect(SessionScriptSaves.saves(in: script).map(\.target) == ["after"])
  }

  @Test func aNameIsATranscriptAndAPathIsTakenFromTheContentFoldersParent() {
    let content = URL(fileURLWithPath: "/course/content")
    let parent = URL(fileURLWithPath: "/course")
    #expect(
      SessionScriptSaves.file(of: "a", content: content, workingDirectory: parent).path
        == "/course/content/transcripts/a.json")
    #expect(
      SessionScriptSaves.file(
        of: "content/transcripts/b.json", content: content, workingDirectory: parent
      )
      .path == "/course/content/transcripts/b.json")
  }

  @Test func aTranscriptWithoutASessionScriptIsAWarningNamingTheScriptToWrite() throws {
    try folder.write(["content/transcripts/lonely.json": "{}"])
    let found = findings()
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.path.hasSuffix("content/transcripts/lonely.json") == true)
    #expect(found.first?.message.contains("lonely.repl") == true)
    #expect(found.first?.message.contains(":save! lonely") == true)
  }

  @Test func underStrictItIsAnError() throws {
    try folder.write(["content/transcripts/lonely.json": "{}"])
    #expect(findings(strict: true).map(\.severity) == [.error])
  }

  @Test func scriptsInLiveAndPathsCount() throws {
    try folder.write([
      "content/transcripts/a.json": "{}", "content/transcripts/b.json": "{}",
      "content/sessions/live/a.repl": "Hi\n:save! a\n",
      "content/sessions/b.repl": "Hi\n:save content/transcripts/b.json\n",
    ])
    #expect(findings().isEmpty)
  }

  @Test func aVariantRecordedWithAsIsSavedByTheScriptThatSavesItsTranscript() throws {
    try folder.write([
      "content/transcripts/a.json": "{}", "content/transcripts/a@gemma-270m.json": "{}",
      "content/transcripts/b@live.json": "{}", "content/sessions/a.repl": "Hi\n:save! a\n",
    ])
    // b.json has no script, so neither has its variant.
    #expect(findings().map { $0.path.hasSuffix("content/transcripts/b@live.json") } == [true])
  }

  @Test func aChapterMissingFromSiteJSONIsAWarningThatSaysWhatToAdd() throws {
    try folder.write([
      "content/site.json": #"{"chapters": [{"folder": "01-a", "title": "A"}]}"#,
      "content/lessons/01-a/01-x.md": "x\n", "content/lessons/02-more-things/01-y.md": "y\n",
      "content/lessons/03-empty/notes.txt": "not a lesson\n",
    ])
    let found = ChapterListChecker(content: content, display: PathDisplay()).run()
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.line == 1)
    #expect(found.first?.message.contains("02-more-things/") == true)
    #expect(
      found.first?.message.contains(#"{"folder": "02-more-things", "title": "More things"}"#)
        == true)
  }
}
