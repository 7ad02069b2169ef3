import CallsiteCore
import Foundation
import Synchronization
import Testing

@testable import Playground

/// A disk that fills up: writes pass until `full` is set, then fail with ENOSPC after
/// writing a few bytes, as a real full disk may.
private final class FillingDisk: Sendable {
  let full = Atomic<Bool>(false)

  var writer: FileLock.Writer {
    { [self] fd, bytes, count in
      guard full.load(ordering: .relaxed) else { return write(fd, bytes, count) }
      if count > 8 { return write(fd, bytes, 8) }
      errno = ENOSPC
      return -1
    }
  }
}

@Suite struct JournalFailureTests {
  @Test func aJournalWriteThatFailsIsSaidOnceAndLeavesNoHalfLine() async throws {
    let h = Harness([.text("one"), .text("two"), .text("three")])
    let disk = FillingDisk()
    let journal = Journal(
      folder: h.folder.appendingPathComponent("journals"), pid: 100,
      started: Date(timeIntervalSince1970: 1_700_000_000), writer: disk.writer)
    await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: journal)
    try await h.run("First")
    let before = try Data(contentsOf: journal.url)
    disk.full.store(true, ordering: .relaxed)
    try await h.run("Second", "Third")
    let said = h.printed.all.filter { $0.text.hasPrefix("cannot write the journal") }
    #expect(said.count == 1)
    #expect(said.first?.kind == .failure)
    #expect(said.first?.text.contains("No space left on device") == true)
    #expect(try Data(contentsOf: journal.url) == before)
  }
}

@Test func aJournalTemporaryLeftByAKillIsRemovedWhenJournalsAreListed() throws {
  let h = Harness()
  let folder = h.folder.appendingPathComponent("journals")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let stale = folder.appendingPathComponent(".4242-\(UUID().uuidString).tmp")
  let other = folder.appendingPathComponent(".notes.tmp")
  try Data("half a journal".utf8).write(to: stale)
  try Data("mine".utf8).write(to: other)
  for url in [stale, other] {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: url.path)
  }
  let journal = Journal(
    folder: folder, pid: 200, started: Date(timeIntervalSince1970: 1_700_000_000))
  #expect(journal.unfinished().isEmpty)
  #expect(!FileManager.default.fileExists(atPath: stale.path))
  #expect(FileManager.default.fileExists(atPath: other.path))
}
