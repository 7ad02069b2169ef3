import Foundation
import Testing

@testable import SiteKit

/// A build told which paths changed (`gen serve`'s watcher, when it names every change)
/// looks at those content files only: a named lesson, transcript or folder is read again,
/// a file reached through a link is always looked at, and without the list (an overflow,
/// polling, a failed build before) every file is.
@Suite struct ChangedPathsBuildTests {
  let folder = TemporaryFolder()
  var content: URL { folder.url.appendingPathComponent("content") }

  init() throws {
    try folder.write(smallCourse)
  }

  func options(changed: [String]?) -> BuildOptions {
    var options = BuildOptions(
      content: content, templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"))
    options.changedPaths = changed.map { Set($0.map(path)) }
    return options
  }

  func build(changed: [String]?) throws {
    _ = try SiteBuilder(options: options(changed: changed)).build()
  }

  /// The absolute path of a file of the content folder, as the watcher reports it.
  func path(_ relative: String) -> String {
    content.standardizedFileURL.path + "/" + relative
  }

  func edit(_ relative: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
  }

  /// Whether some page of the built site holds `text`.
  func siteShows(_ text: String) -> Bool {
    folder.read("site").values.contains { $0.contains(text) }
  }

  @Test func aLessonNamedInTheChangesIsReadAgain() throws {
    try build(changed: nil)
    try edit("lessons/02-more/01-extra.md", "---\ntitle: Extra\n---\nAn edited ending.\n")
    try build(changed: ["lessons/02-more/01-extra.md"])
    #expect(siteShows("An edited ending."))
  }

  @Test func aLessonTheChangesDoNotNameIsTakenAsTheLastBuildRecordedIt() throws {
    try build(changed: nil)
    try edit("lessons/02-more/01-extra.md", "---\ntitle: Extra\n---\nAn unseen edit.\n")
    try build(changed: ["lessons/01-start/01-hello.md"])
    #expect(!siteShows("An unseen edit."))
  }

  @Test func withoutTheChangesEveryFileIsLookedAt() throws {
    try build(changed: nil)
    try edit("lessons/02-more/01-extra.md", "---\ntitle: Extra\n---\nAn unseen edit.\n")
    try build(changed: ["lessons/01-start/01-hello.md"])
    // What an overflow of the watcher's queue or polling leads to: no list of changes.
    try build(changed: nil)
    #expect(siteShows("An unseen edit."))
  }

  @Test func aFolderNamedInTheChangesHasEveryFileInItReadAgain() throws {
    try build(changed: nil)
    try edit("lessons/02-more/01-extra.md", "---\ntitle: Extra\n---\nMoved in with its folder.\n")
    try build(changed: ["lessons/02-more"])
    #expect(siteShows("Moved in with its folder."))
  }

  @Test func aLessonReachedThroughALinkIsAlwaysLookedAt() throws {
    try folder.write(["content/drafts/linked.md": "---\ntitle: Linked\n---\nFirst words.\n"])
    try FileManager.default.createSymbolicLink(
      atPath: path("lessons/02-more/02-linked.md"), withDestinationPath: "../../drafts/linked.md")
    try build(changed: nil)
    try edit("drafts/linked.md", "---\ntitle: Linked\n---\nEdited through the link.\n")
    // The watcher reports the link's target, which is no lesson's path.
    try build(changed: ["drafts/linked.md"])
    #expect(siteShows("Edited through the link."))
  }

  @Test func aTranscriptNamedInTheChangesIsReadAgain() throws {
    try build(changed: nil)
    let transcript = try String(contentsOfFile: path("transcripts/tiny.json"), encoding: .utf8)
    try edit(
      "transcripts/tiny.json", transcript.replacingOccurrences(of: "Be brief.", with: "Be terse."))
    try build(changed: ["transcripts/tiny.json"])
    #expect(siteShows("Be terse."))
  }

  @Test func anEditOfSiteJSONNamedInTheChangesReachesEveryPage() throws {
    try build(changed: nil)
    let config = try String(contentsOfFile: path("site.json"), encoding: .utf8)
    try edit("site.json", config.replacingOccurrences(of: "Tiny Course", with: "Renamed Course"))
    try build(changed: ["site.json"])
    let pages = folder.read("site").filter { $0.key.hasSuffix(".html") }
    #expect(!pages.isEmpty && pages.values.allSatisfy { $0.contains("Renamed Course") })
  }

  @Test func theContentFolderItselfChangingMeansEveryFileMayHave() {
    let root = content.standardizedFileURL.path
    #expect(ContentChanges(paths: [root], root: root) == nil)
    #expect(ContentChanges(paths: [root + "/lessons/a.md"], root: root)?.count == 1)
    // A template's path is no content file's.
    #expect(ContentChanges(paths: ["/elsewhere/templates/page.mustache"], root: root)?.count == 0)
  }

  @Test(arguments: [1, 20])
  func aFileOrAFolderAboveItNamedInTheChangesMayHaveChanged(others: Int) {
    // A save or two, and a checkout's many paths, are looked up in different ways.
    var paths: Set<String> = ["lessons/02-more", "transcripts/tiny.json"]
    for i in 0..<others { paths.insert("lessons/01-start/\(i)-other.md") }
    let changes = ContentChanges(relative: paths)
    #expect(changes.mayHaveChanged("lessons/02-more/01-extra.md"))
    #expect(changes.mayHaveChanged("transcripts/tiny.json"))
    #expect(!changes.mayHaveChanged("lessons/02-more-like-this/01-extra.md"))
    #expect(!changes.mayHaveChanged("transcripts/tiny.json.bak"))
    #expect(!changes.mayHaveChanged("lessons/01-start/01-hello.md"))
  }

  @Test func aRebuildAfterAFailedBuildLooksAtEveryFile() throws {
    let session = ServeSession(options: options(changed: nil), console: MessagePrinter())
    #expect(session.rebuild() == nil)
    try edit("lessons/02-more/01-extra.md", "---\ntitle: Extra\n---\nEdited while it failed.\n")
    try edit("lessons/01-start/01-hello.md", "---\ndraft: maybe\n---\nBroken.\n")
    #expect(session.rebuild(changes: [path("lessons/01-start/01-hello.md")]) != nil)
    try edit("lessons/01-start/01-hello.md", "---\ntitle: Hello\n---\nMended.\n")
    // The failed build saved nothing, so the one after it cannot trust the list.
    #expect(session.rebuild(changes: [path("lessons/01-start/01-hello.md")]) == nil)
    #expect(siteShows("Mended."))
    #expect(siteShows("Edited while it failed."))
  }
}
