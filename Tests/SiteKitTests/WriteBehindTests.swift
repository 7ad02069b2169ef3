import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// A build that has written many pages drops them from the page cache as it goes.
@Suite struct WriteBehindTests {
  /// Writes `count` files of `size` bytes through `behind` into `folder`, as a build
  /// writes its pages; the paths.
  func write(_ count: Int, of size: Int, in folder: URL, through behind: WriteBehind) -> [String] {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size)
    return (0..<count).map { n in
      let path = folder.appendingPathComponent("page\(n).html").path
      let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      #expect(fd >= 0)
      #expect(bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, size) } == size)
      behind.close(fd, wrote: size)
      return path
    }
  }

  /// How many of a file's pages are in the page cache (`mincore` of a mapping of it).
  func residentPages(_ path: String) -> Int {
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var info = stat()
    fstat(fd, &info)
    let length = Int(info.st_size)
    guard length > 0, let map = mmap(nil, length, PROT_READ, MAP_SHARED, fd, 0),
      map != MAP_FAILED
    else { return -1 }
    defer { munmap(map, length) }
    let pages = (length + Int(getpagesize()) - 1) / Int(getpagesize())
    var vector = [UInt8](repeating: 0, count: pages)
    guard mincore(map, length, &vector) == 0 else { return -1 }
    return vector.filter { $0 & 1 != 0 }.count
  }

  /// A folder on a disk-backed file system: the checkout's `.build`, since `/tmp` may be
  /// memory (tmpfs), whose pages cannot leave the cache.
  func diskFolder() throws -> URL {
    let url = Repository.root.appendingPathComponent(".build/write-behind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func belowTheThresholdEveryFileIsClosedAtOnce() throws {
    let folder = TemporaryFolder()
    let behind = WriteBehind(threshold: 1 << 20, batchFiles: 4)
    let paths = write(10, of: 4096, in: folder.url, through: behind)
    #expect(behind.heldCount == 0)
    #expect(paths.allSatisfy { (try? Data(contentsOf: URL(fileURLWithPath: $0)))?.count == 4096 })
  }

  @Test func pastTheThresholdFilesAreHeldInBatchesAndAllClosedAtTheEnd() throws {
    let folder = TemporaryFolder()
    let behind = WriteBehind(threshold: 3 * 4096, batchFiles: 4)
    let paths = write(3, of: 4096, in: folder.url, through: behind)
    #if os(Linux)
      // Three files reach the threshold without passing it.
      #expect(behind.heldCount == 0)
      _ = write(10, of: 4096, in: folder.url, through: behind)
      // Two batches of four handed over; two files in the next.
      #expect(behind.batchedCount == 2)
      #expect(behind.heldCount >= 2 && behind.heldCount <= 10)
    #endif
    behind.finish()
    #expect(behind.heldCount == 0)
    #expect(paths.allSatisfy { (try? Data(contentsOf: URL(fileURLWithPath: $0)))?.count == 4096 })
  }

  #if os(Linux)
    @Test func aBatchIsAlsoCutByItsBytes() throws {
      let folder = TemporaryFolder()
      let behind = WriteBehind(threshold: 0, batchFiles: 100, batchBytes: 3 * 4096)
      _ = write(7, of: 4096, in: folder.url, through: behind)
      #expect(behind.batchedCount == 1)
      behind.finish()
      #expect(behind.heldCount == 0)
    }

    @Test func aBuildThatWillPassTheThresholdWritesBehindOnceItsSampleIsWritten() throws {
      let folder = TemporaryFolder()
      let sample = WriteBehind.sampleFiles
      // 1,000 files of 4 KB will pass 200 files' worth long before 200 are written.
      let large = WriteBehind(threshold: 200 * 4096, batchFiles: 8, expectedFiles: 1000)
      _ = write(sample - 1, of: 4096, in: folder.url, through: large)
      #expect(large.heldCount == 0)
      _ = write(1, of: 4096, in: folder.url, through: large)
      #expect(large.batchedCount == 1)
      _ = write(20, of: 4096, in: folder.url, through: large)
      #expect(large.batchedCount == 21 % 8)
      large.finish()
      #expect(large.heldCount == 0)
    }

    @Test func aBuildThatWillFitWritesBehindOnlyPastTheThreshold() throws {
      let folder = TemporaryFolder()
      // 150 files of 4 KB stay under 200 files' worth, so none is held for the projection;
      // a build that writes more than it said still starts at the threshold.
      let small = WriteBehind(threshold: 200 * 4096, batchFiles: 8, expectedFiles: 150)
      _ = write(200, of: 4096, in: folder.url, through: small)
      #expect(small.heldCount == 0)
      _ = write(3, of: 4096, in: folder.url, through: small)
      #expect(small.batchedCount == 3)
      small.finish()
      let unknown = WriteBehind(threshold: 200 * 4096, batchFiles: 8)
      _ = write(200, of: 4096, in: folder.url, through: unknown)
      #expect(unknown.heldCount == 0)
      unknown.finish()
    }

    @Test func pagesPastTheThresholdLeaveTheCacheWithTheirBytesOnDisk() throws {
      let folder = try diskFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let size = 64 * 1024
      let behind = WriteBehind(threshold: 2 * size, batchFiles: 4)
      let paths = write(12, of: size, in: folder, through: behind)
      // Ten files past the threshold: two batches handed over, two files in the third.
      #expect(behind.batchedCount == 2)
      let inTheBatch = paths.suffix(2).map(residentPages)
      behind.finish()
      // The first two stay cached; every later one is dropped once its batch is written,
      // and the last batch when the build ends.
      let resident = paths.map(residentPages)
      #expect(resident.prefix(2).allSatisfy { $0 == size / Int(getpagesize()) }, "\(resident)")
      #expect(resident.dropFirst(2).allSatisfy { $0 == 0 }, "\(resident)")
      #expect(inTheBatch.allSatisfy { $0 == size / Int(getpagesize()) }, "\(inTheBatch)")
      let expected = Data(repeating: UInt8(ascii: "a"), count: size)
      #expect(paths.allSatisfy { (try? Data(contentsOf: URL(fileURLWithPath: $0))) == expected })
    }

    @Test func aBuildWaitsForRoomWhileOneBatchIsWrittenAndAnotherWaits() throws {
      let folder = TemporaryFolder()
      let url = folder.url
      // The disk stands still until the test lets each batch through.
      let disk = DispatchSemaphore(value: 0)
      let behind = WriteBehind(
        threshold: 0, batchFiles: 2,
        writeBatch: { files in
          disk.wait()
          WriteBehind.writeBack(files)
        })
      let written = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        _ = self.write(7, of: 4096, in: url, through: behind)
        written.signal()
      }
      // Files 1–2 are being written and 3–4 wait, so closing file 6, which fills the third
      // batch, waits.
      #expect(written.wait(timeout: .now() + 1) == .timedOut)
      #expect(behind.heldCount == 6)
      #expect(behind.batchedCount == 2)
      for _ in 0..<3 { disk.signal() }
      #expect(written.wait(timeout: .now() + 10) == .success)
      disk.signal()  // the last batch, file 7, handed over by finish
      behind.finish()
      #expect(behind.heldCount == 0)
      #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).count == 7)
    }
  #endif

  @Test func theOutputFolderClosesEveryHeldFileBeforeTheSiteGoesInPlaceOrIsDiscarded() throws {
    let folder = TemporaryFolder()
    for (name, commits) in [("kept", true), ("failed", false)] {
      let behind = WriteBehind(threshold: 0, batchFiles: 8)
      let out = try OutputFolder(
        final: folder.url.appendingPathComponent(name), writeBehind: behind)
      for n in 0..<3 { try out.write("page \(n)", to: "p\(n)/index.html") }
      #if os(Linux)
        #expect(behind.heldCount == 3)
      #endif
      if commits { try out.commit(obsolete: []) } else { out.discard() }
      #expect(behind.heldCount == 0)
    }
    // The staged folder carries gen's marker from the start (see `LeftoverMarker`).
    #expect(
      folder.read("kept").filter { $0.key != OutputGuard.markerName } == [
        "p0/index.html": "page 0", "p1/index.html": "page 1", "p2/index.html": "page 2",
      ])
    #expect(folder.read("failed").isEmpty)
  }

  @Test func aBuildThatDropsItsPagesWritesTheSameSite() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    func build(_ name: String, threshold: Int) throws -> [String: String] {
      var options = BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent(name))
      options.writeBehindThreshold = threshold
      _ = try SiteBuilder(options: options).build()
      return folder.read(name)
    }
    let cached = try build("cached", threshold: .max)
    let dropped = try build("dropped", threshold: 0)
    #expect(!cached.isEmpty)
    #expect(cached == dropped)
  }
}
