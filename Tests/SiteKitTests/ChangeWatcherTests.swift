import Foundation
import Testing

@testable import SiteKit

#if os(Linux)
  import Glibc

  /// The inotify watcher: each way an author's files change shows up as a batch naming the
  /// file, and a burst of saves becomes few builds. Nothing here is timed; a watchdog stops
  /// a watcher that would wait forever, which then fails the test.
  @Suite final class ChangeWatcherTests {
    let folder = TemporaryFolder()
    let watcher: InotifyWatcher
    let root: String

    init() throws {
      try folder.write([
        "content/lessons/01-start/01-hello.md": "hello\n", "content/site.md": "x\n",
      ])
      root = folder.url.appendingPathComponent("content").standardizedFileURL.path
      watcher = try InotifyWatcher(folders: [URL(fileURLWithPath: root)])
      let watcher = watcher
      Thread.detachNewThread {
        Thread.sleep(forTimeInterval: 60)
        watcher.stop()
      }
    }

    deinit { watcher.stop() }

    /// Batches until one names `path`; nil when the watchdog stopped the watcher first.
    func batch(naming path: String) -> ChangeBatch? {
      var seen = ChangeBatch()
      while let next = watcher.next() {
        seen.merge(next)
        if seen.paths.contains(path) { return seen }
      }
      return nil
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func save(_ relative: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    @Test func aCreatedFileIsReported() throws {
      try save("lessons/01-start/02-new.md", "new\n")
      #expect(batch(naming: path("lessons/01-start/02-new.md")) != nil)
    }

    @Test func anEditedFileIsReported() throws {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path("site.md")))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("more\n".utf8))
      try handle.close()
      #expect(batch(naming: path("site.md")) != nil)
    }

    @Test func aRenameReportsBothNames() throws {
      let from = path("lessons/01-start/01-hello.md")
      let to = path("lessons/01-start/01-renamed.md")
      #expect(rename(from, to) == 0)
      let seen = batch(naming: to)
      #expect(seen?.paths.contains(from) == true)
    }

    @Test func aDeletedFileIsReported() throws {
      #expect(unlink(path("site.md")) == 0)
      #expect(batch(naming: path("site.md")) != nil)
    }

    @Test func anEditorsAtomicSaveReportsTheFileSaved() throws {
      // Written whole to a temporary name, then renamed over the lesson, as editors do.
      try save("lessons/01-start/.01-hello.md.swp", "saved atomically\n")
      #expect(
        rename(path("lessons/01-start/.01-hello.md.swp"), path("lessons/01-start/01-hello.md")) == 0
      )
      #expect(batch(naming: path("lessons/01-start/01-hello.md")) != nil)
    }

    @Test func aNewFolderIsWatchedAndWhatItHoldsReported() throws {
      try FileManager.default.createDirectory(
        atPath: path("lessons/02-next/deep"), withIntermediateDirectories: true)
      // Written at once: the file may predate the folder's watch, and is reported anyway.
      try save("lessons/02-next/deep/01-first.md", "first\n")
      #expect(batch(naming: path("lessons/02-next/deep/01-first.md")) != nil)
      // A file written after the watch was added to the new folder.
      try save("lessons/02-next/deep/02-second.md", "second\n")
      #expect(batch(naming: path("lessons/02-next/deep/02-second.md")) != nil)
      #expect(watcher.folders.values.contains(path("lessons/02-next/deep")))
    }

    @Test func aFolderMovedAwayLosesItsWatches() throws {
      let outside = folder.url.appendingPathComponent("elsewhere").path
      #expect(rename(path("lessons/01-start"), outside) == 0)
      #expect(batch(naming: path("lessons/01-start")) != nil)
      #expect(!watcher.folders.values.contains(path("lessons/01-start")))
    }

    @Test func aQueueOverflowWalksTheFoldersAgain() throws {
      var batch = ChangeBatch()
      let overflow = InotifyEvent(watch: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: "")
      // A folder made while events were being lost is found by the walk.
      try FileManager.default.createDirectory(
        atPath: path("lessons/03-lost"), withIntermediateDirectories: true)
      watcher.handle(overflow, into: &batch)
      #expect(batch.rescanned)
      #expect(!batch.isEmpty)
      #expect(watcher.folders.values.contains(path("lessons/03-lost")))
    }

    @Test func aBatchOfEventsNamesEveryChangeForTheBuild() throws {
      try save("lessons/01-start/01-hello.md", "edited\n")
      let seen = batch(naming: path("lessons/01-start/01-hello.md"))
      #expect(seen?.everyChange?.contains(path("lessons/01-start/01-hello.md")) == true)
    }

    @Test func aBatchWithAnOverflowNamesNoChangesSoTheBuildLooksAtEveryFile() throws {
      try save("lessons/01-start/01-hello.md", "edited\n")
      var seen = try #require(batch(naming: path("lessons/01-start/01-hello.md")))
      let overflow = InotifyEvent(watch: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: "")
      watcher.handle(overflow, into: &seen)
      #expect(seen.everyChange == nil)
    }

    @Test func aPolledBatchNamesNoChangesSoTheBuildLooksAtEveryFile() throws {
      let polling = PollingWatcher(folders: [URL(fileURLWithPath: root)], interval: 0.01)
      try save("lessons/01-start/01-hello.md", "a longer edit than before\n")
      let seen = polling.next()
      #expect(seen?.paths.contains(path("lessons/01-start/01-hello.md")) == true)
      #expect(seen?.everyChange == nil)
    }

    @Test func aBurstOfAHundredSavesIsCoalescedIntoFewBuilds() throws {
      let builds = Counter()
      let firstBuildStarted = DispatchSemaphore(value: 0)
      let burstWritten = DispatchSemaphore(value: 0)
      let sentinel = path("lessons/01-start/99-last.md")
      let sentinelBuilt = DispatchSemaphore(value: 0)
      let lastSeen = LockedText()
      let loop = RebuildLoop(watcher: watcher) { [root] batch in
        builds.add()
        if builds.value == 1 {
          firstBuildStarted.signal()
          // The rest of the burst arrives while this build runs.
          burstWritten.wait()
        }
        let text = try? String(contentsOfFile: root + "/site.md", encoding: .utf8)
        lastSeen.set(text ?? "")
        if batch.paths.contains(sentinel) { sentinelBuilt.signal() }
      }
      let finished = DispatchSemaphore(value: 0)
      let ran = LockedText()
      Thread.detachNewThread {
        let tally = loop.run()
        ran.set("\(tally.builds) \(tally.events)")
        finished.signal()
      }
      for i in 0..<100 {
        try save(i % 10 == 0 ? "site.md" : "lessons/01-start/0\(i % 10)-x.md", "save \(i)\n")
        if i == 0 { firstBuildStarted.wait() }
      }
      try save("site.md", "the last save\n")
      try save("lessons/01-start/99-last.md", "written after the burst\n")
      burstWritten.signal()
      // The watchdog stops the watcher if this never comes; the test then fails below.
      _ = sentinelBuilt.wait(timeout: .now() + 60)
      watcher.stop()
      finished.wait()
      let tally = ran.get().split(separator: " ").compactMap { Int($0) }
      #expect(lastSeen.get() == "the last save\n")
      #expect(tally.first == builds.value)
      #expect(builds.value >= 1 && builds.value <= 3, "102 saves took \(builds.value) builds")
      // Each save is at least one event; the builds answered every one of them.
      #expect(tally.count == 2 && tally[1] >= 102, "events: \(ran.get())")
    }

    @Test func stoppingEndsAWaitingWatcher() {
      let done = DispatchSemaphore(value: 0)
      let result = LockedText()
      let watcher = watcher
      Thread.detachNewThread {
        result.set(watcher.next() == nil ? "stopped" : "batch")
        done.signal()
      }
      watcher.stop()
      done.wait()
      #expect(result.get() == "stopped")
    }
  }
#endif
