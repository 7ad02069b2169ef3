import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// The render step's read-ahead: which files each page reads, and a window that advises the
/// kernel of them a little ahead of the render.
@Suite struct ReadAheadTests {
  /// A course whose transcript `tiny` is embedded by two lessons, and `loose` by none.
  func course() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    var files = smallCourse
    files["content/lessons/02-more/01-extra.md"] =
      "---\ntitle: Extra\n---\n```transcript tiny\n```\n"
    files["content/transcripts/loose.json"] = smallCourse["content/transcripts/tiny.json"]
    try folder.write(files)
    return folder
  }

  /// Runs the content, theme and plan steps over `folder`.
  func planned(_ folder: TemporaryFolder) throws -> BuildRun {
    let run = BuildRun(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site")))
    _ = try SiteBuilder.run(Array(SiteBuilder.steps.prefix(3)), in: run)
    return run
  }

  /// The files each page reads, by page path, in render order.
  func filesRead(_ run: BuildRun, reusable: [Bool]? = nil) throws -> [(String, [String])] {
    let plan = try #require(run.plan)
    let order = RenderPagesStep.renderOrder(run.pages, plan: plan)
    let files = RenderPagesStep.FilesRead(
      order: order, pages: run.pages,
      reusable: reusable ?? [Bool](repeating: false, count: run.pages.count), plan: plan)
    let content = run.options.content.path + "/"
    return order.indices.map { position in
      (
        run.pages[order[position]].outputPath,
        files(position).map { String($0.dropFirst(content.count)) }
      )
    }
  }

  @Test func eachFileIsListedAtTheFirstPageThatReadsIt() throws {
    let folder = try course()
    let run = try planned(folder)
    let read = Dictionary(uniqueKeysWithValues: try filesRead(run))
    #expect(read["index.html"] == ["index.md"])
    #expect(read["start/hello/index.html"] == ["lessons/01-start/01-hello.md"])
    #expect(
      read["start/calls/index.html"]
        == ["lessons/01-start/02-calls.md", "transcripts/tiny.json"])
    // The second lesson that embeds it, and its own page, find it decoded.
    #expect(read["more/extra/index.html"] == ["lessons/02-more/01-extra.md"])
    #expect(read["transcripts/tiny/index.html"] == [])
    // Embedded nowhere: read by its own page.
    #expect(read["transcripts/loose/index.html"] == ["transcripts/loose.json"])
    // Every other page reads nothing the content step let go.
    let readers: Set = [
      "index.html", "start/hello/index.html", "start/calls/index.html", "more/extra/index.html",
      "transcripts/loose/index.html",
    ]
    #expect(read.filter { !$0.value.isEmpty }.keys.sorted() == readers.sorted())
  }

  @Test func aPageTheBuildReusesReadsNothingAndItsTranscriptMovesOn() throws {
    let folder = try course()
    let run = try planned(folder)
    let reusable = run.pages.map { $0.outputPath == "start/calls/index.html" }
    let read = Dictionary(uniqueKeysWithValues: try filesRead(run, reusable: reusable))
    #expect(read["start/calls/index.html"] == [])
    #expect(
      read["more/extra/index.html"] == ["lessons/02-more/01-extra.md", "transcripts/tiny.json"])
  }

  @Test func theWindowStaysAWindowAheadOfTheStep() {
    let ahead = ReadAhead.Window(count: 100, window: 8, threads: 2) { _ in [] }
    defer { ahead.finish() }
    #if os(Linux)
      #expect(waitUntil { ahead.advised >= 8 })
      usleep(50_000)
      // Each thread may hold one item it waits to advise.
      #expect(ahead.advised <= 8 + 2)
      for _ in 0..<30 { ahead.advance() }
      #expect(waitUntil { ahead.advised >= 38 })
      usleep(50_000)
      #expect(ahead.advised <= 38 + 2)
      for _ in 0..<70 { ahead.advance() }
      #expect(waitUntil { ahead.advised == 100 })
      // With every item taken, the threads return without being told.
      #expect(waitUntil { ahead.threadsRunning == 0 })
    #endif
  }

  #if os(Linux)
    @Test func aFileLeftTheCacheIsReadBackBeforeTheStepReachesIt() throws {
      let helper = WriteBehindTests()
      let folder = try helper.diskFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("lesson.md").path
      let size = 16 * Int(getpagesize())
      try Data(repeating: UInt8(ascii: "x"), count: size).write(to: URL(fileURLWithPath: path))
      let fd = open(path, O_RDONLY)
      #expect(fsync(fd) == 0)
      #expect(posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED)) == 0)
      close(fd)
      // Unless the kernel let go of the pages, there is nothing to show.
      try #require(helper.residentPages(path) == 0)
      let ahead = ReadAhead.Window(count: 2, window: 4, threads: 1) { $0 == 1 ? [path] : [] }
      defer { ahead.finish() }
      #expect(waitUntil { helper.residentPages(path) == 16 })
    }

    @Test func finishingEndsTheThreadsWithItemsLeft() {
      let ahead = ReadAhead.Window(count: 1_000, window: 4, threads: 3) { _ in [] }
      #expect(ahead.threadsRunning == 3)
      #expect(waitUntil { ahead.advised >= 4 })
      ahead.finish()
      #expect(waitUntil { ahead.threadsRunning == 0 })
      let stopped = ahead.advised
      for _ in 0..<100 { ahead.advance() }
      usleep(50_000)
      #expect(ahead.advised == stopped)
      #expect(stopped < 1_000)
    }
  #endif
}
