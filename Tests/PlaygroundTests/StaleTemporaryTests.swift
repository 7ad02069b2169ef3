import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A save killed half-way leaves a hidden temporary; the next save in that folder removes
/// it, and nothing else.
@Suite struct StaleTemporaryTests {
  private func plant(_ h: Harness, _ name: String, age: TimeInterval) throws -> URL {
    let url = h.folder.appendingPathComponent("content/transcripts/\(name)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 65, count: 4096).write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
    return url
  }

  @Test func anOldTemporaryOfASaveIsRemovedAtTheNextSave() async throws {
    let h = Harness([.text("one")])
    let stale = try plant(h, ".first.json.\(UUID().uuidString).tmp", age: 3600)
    try await h.run("First", ":save other")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func filesOfOtherNamingsOrRecentOnesAreKept() async throws {
    let h = Harness([.text("one")])
    let kept = [
      try plant(h, ".first.json.\(UUID().uuidString).tmp", age: 0),
      try plant(h, "first.json.\(UUID().uuidString).tmp", age: 3600),
      try plant(h, ".first.json.not-a-uuid.tmp", age: 3600),
      try plant(h, ".bashrc.old-4242", age: 3600),
      try plant(h, ".\(UUID().uuidString).tmp", age: 3600),
    ]
    try await h.run("First", ":save other")
    for url in kept { #expect(FileManager.default.fileExists(atPath: url.path)) }
  }

  @Test func aTemporaryStillLockedByItsWriterIsKept() async throws {
    let h = Harness([.text("one")])
    let busy = try plant(h, ".first.json.\(UUID().uuidString).tmp", age: 3600)
    let fd = open(busy.path, O_RDWR)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    try await h.run("First", ":save other")
    #expect(FileManager.default.fileExists(atPath: busy.path))
  }

  @Test func startingAPlaygroundRemovesOldTemporariesInTheContentFolders() async throws {
    let h = Harness()
    let stale = try plant(h, ".first.json.\(UUID().uuidString).tmp", age: 3600)
    await h.playground.removeStaleTemporaries()
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }
}
