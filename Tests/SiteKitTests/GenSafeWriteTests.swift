import Foundation
import Synchronization
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Files `gen export` and `gen new` write: never over an existing file unless told, and
/// whole or not at all.
@Suite struct GenSafeWriteTests {
  static let transcript = Repository.root.appendingPathComponent(
    "content/transcripts/01-current-time.json"
  ).path

  static func run(_ arguments: [String]) async -> (status: Int32, printed: String) {
    let text = Mutex("")
    let console = MessagePrinter(environment: [:]) { line, _ in text.withLock { $0 += line } }
    let status = await GenCommand.main(arguments, console: console)
    return (status, text.withLock { $0 })
  }

  @Test func exportRefusesAnExistingFileWithoutForce() async throws {
    let folder = TemporaryFolder()
    try folder.write(["tools/weather.json": "{\"mine\": true}\n"])
    let target = folder.url.path + "/tools/weather.json"
    let result = await Self.run([
      "export", Self.transcript, "--format", "openai", "--output", target,
    ])
    #expect(result.status == 1)
    #expect(result.printed.contains("--force"))
    #expect(folder.read("tools") == ["weather.json": "{\"mine\": true}\n"])
  }

  @Test func exportWithForceReplacesAnExistingFile() async throws {
    let folder = TemporaryFolder()
    try folder.write(["out.json": "old\n"])
    let target = folder.url.path + "/out.json"
    let result = await Self.run([
      "export", Self.transcript, "--format", "openai", "--output", target, "--force",
    ])
    #expect(result.status == 0)
    #expect(folder.read("")["out.json"]?.hasPrefix("{") == true)
    #expect(folder.read("").keys.sorted() == ["out.json"])
  }

  /// A writer that fails as a full disk does, after writing `count` files.
  static func fullDisk(after count: Int) -> SafeFile.Writer {
    let calls = Mutex(0)
    return { fd, data, path in
      let n = calls.withLock { calls in
        calls += 1
        return calls
      }
      if n > count {
        _ = data.prefix(3).withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
        throw FileSystemError("write", path, code: ENOSPC)
      }
      try SafeFile.system(fd, data, path)
    }
  }

  func files() -> NewFiles {
    NewFiles(
      files: [
        ("lessons/06-new/01-first.md", "---\ntitle: First\n---\nText.\n"),
        ("sessions/01-first.repl", ":save! 01-first\n"),
      ], notes: [])
  }

  @Test(arguments: [0, 1])
  func aNewLessonOnAFullDiskLeavesNothingBehind(_ written: Int) throws {
    let folder = TemporaryFolder()
    try folder.write(["content/site.json": "{}"])
    let content = folder.url.appendingPathComponent("content")
    #expect(throws: NewFiles.WriteError.self) {
      _ = try files().write(content: content, writer: Self.fullDisk(after: written))
    }
    let left = FileManager.default.enumerator(atPath: content.path)?.allObjects as? [String]
    #expect(left == ["site.json"])
  }

  @Test func aWriteFailureNamesTheFileAndTheCause() throws {
    let folder = TemporaryFolder()
    let content = folder.url.appendingPathComponent("content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    #expect {
      _ = try files().write(content: content, writer: Self.fullDisk(after: 0))
    } throws: { error in
      let message = (error as? NewFiles.WriteError)?.message ?? ""
      return message.contains("01-first.md") && message.contains(Self.noSpace)
    }
  }

  static let noSpace = String(cString: strerror(ENOSPC))

  @Test func aNewLessonWhoseURLNameAnotherLessonHasIsRefusedNamingIt() async throws {
    let folder = TemporaryFolder()
    try folder.write([
      "content/site.json": "{}", "content/lessons/01-a/01-first.md": "---\ntitle: F\n---\n",
    ])
    let content = folder.url.appendingPathComponent("content")
    guard
      case .failure(let refusal) = await NewFiles.lesson(
        "01-a/02-first", transcript: nil, content: content)
    else {
      Issue.record("a lesson with the URL name of 01-first.md was accepted")
      return
    }
    #expect(refusal.message.contains("01-first.md"))
  }

  @Test func aNewLessonWhoseURLNameIsAnotherLessonsWrittenSlugIsRefused() async throws {
    let folder = TemporaryFolder()
    try folder.write([
      "content/site.json": "{}",
      "content/lessons/01-a/01-intro.md": "---\ntitle: F\nslug: tools\n---\n",
    ])
    let content = folder.url.appendingPathComponent("content")
    let plan = await NewFiles.lesson("01-a/02-tools", transcript: nil, content: content)
    guard case .failure(let refusal) = plan else {
      Issue.record("a lesson with the slug of 01-intro.md was accepted")
      return
    }
    #expect(refusal.message.contains("01-intro.md"))
  }
}
