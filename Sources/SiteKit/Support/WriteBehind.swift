import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a build that writes more than the page cache should hold from filling memory
/// with the pages it has written.
///
/// A site is written once and read later, mostly by a browser from disk. The kernel keeps
/// every page written in its cache until memory runs short; a build of 10,000 lessons
/// writes 1.4 GB, so the cache grows by all of it, and the kernel's reclaiming and the
/// first touch of so much memory (dear in a virtual machine, which gives freed memory back
/// to its host) cost more than the writing. So a build that writes more than `threshold`
/// bytes of pages hands its files here, still open, in batches of `batchFiles` files (or
/// `batchBytes` bytes). A thread of this class's own writes each batch back with one
/// `syncfs`, drops its pages from the cache (`POSIX_FADV_DONTNEED`) and closes its files;
/// the kernel then reuses that memory for the next files instead of taking more.
///
/// One `syncfs` for a batch costs far less than starting each file's write-back on its own
/// (`sync_file_range`): the kernel writes the batch's files in one pass, and neighbouring
/// files reach the disk as a few large requests, not one request each. It also writes
/// whatever else is waiting on that file system, which the batch's thread waits for, not
/// the build. The build waits only when it fills a batch while one is being written and
/// another waits, so that the pages not yet on disk stay within three batches.
///
/// When the build says how many files it will write, it does so from its first files on:
/// once `sampleFiles` are written, their mean size times that count tells whether the
/// build will pass the threshold. Otherwise, and for a build that turns out larger than
/// it looked, it starts once the bytes written pass the threshold. A smaller build keeps
/// its pages cached as before (a site that fits is read back soon after, by `gen serve`
/// or a browser). Where the calls do not exist (macOS) every file is closed at once, as
/// before.
final class WriteBehind: @unchecked Sendable {
  /// What the build has written, and the files still open: the batch being filled, the
  /// batches handed to the writing thread, and the one it is writing.
  private struct Held {
    var written = 0
    /// The files closed so far, held or not.
    var closed = 0
    /// Whether files are written behind: once true, for the rest of the build.
    var behind = false
    var batch: [Int32] = []
    var bytesInBatch = 0
    var waiting: [[Int32]] = []
    /// The files of the batch being written (never an empty batch).
    var writing = 0
    /// Whether the writing thread is running: it ends when it has no batch left.
    var writer: Bool { writing > 0 || !waiting.isEmpty }
  }

  let threshold: Int
  let batchFiles: Int
  let batchBytes: Int
  /// How many files the build will write, or 0 when it does not know.
  let expectedFiles: Int
  /// After how many files a build that said how many it will write is judged by them.
  static let sampleFiles = 64
  /// `held`, guarded by `condition`, which also wakes a build waiting for room and
  /// `finish` waiting for the last batch.
  private var held = Held()
  private let condition = NSCondition()
  /// Writes a batch back and closes its files: `writeBack(_:)`, or a test's stand-in.
  private let writeBatch: @Sendable ([Int32]) -> Void

  /// The threshold a build uses: an eighth of the machine's memory (3 GB on a 24 GB
  /// machine: a site of 10,000 lessons, 1.4 GB, stays cached whole).
  static var defaultThreshold: Int {
    Int(clamping: ProcessInfo.processInfo.physicalMemory / 8)
  }

  /// At most three batches of files are open at once, so 256 files a batch keeps a build
  /// under a thousand descriptors, the usual limit.
  init(
    threshold: Int = WriteBehind.defaultThreshold, batchFiles: Int = 256,
    batchBytes: Int = 32 << 20, expectedFiles: Int = 0,
    writeBatch: @escaping @Sendable ([Int32]) -> Void = WriteBehind.writeBack
  ) {
    self.writeBatch = writeBatch
    self.threshold = threshold
    self.batchFiles = max(1, batchFiles)
    self.batchBytes = max(1, batchBytes)
    self.expectedFiles = max(0, expectedFiles)
  }

  /// Whether a build that has written `written` bytes in `closed` files writes the rest
  /// behind: it has passed the threshold, or its files so far, as many as it will write,
  /// would.
  private func passes(written: Int, closed: Int) -> Bool {
    if written > threshold { return true }
    guard expectedFiles > 0, closed >= Self.sampleFiles else { return false }
    let (projected, overflow) = (written / closed).multipliedReportingOverflow(by: expectedFiles)
    return overflow || projected > threshold
  }

  /// Takes an open file that has just had `bytes` written, and closes it, now or later.
  func close(_ fd: Int32, wrote bytes: Int) {
    #if os(Linux)
      condition.lock()
      held.written += bytes
      held.closed += 1
      if !held.behind { held.behind = passes(written: held.written, closed: held.closed) }
      guard held.behind else {
        condition.unlock()
        _ = Glibc.close(fd)
        return
      }
      held.batch.append(fd)
      held.bytesInBatch += bytes
      if held.batch.count >= batchFiles || held.bytesInBatch >= batchBytes {
        // Room for one batch to wait while another is written.
        while !held.waiting.isEmpty { condition.wait() }
        handOver()
      }
      condition.unlock()
    #else
      _ = Darwin.close(fd)
    #endif
  }

  /// Files taken and not closed yet.
  var heldCount: Int {
    locked { $0.batch.count + $0.waiting.reduce(0) { $0 + $1.count } + $0.writing }
  }

  /// Files in the batch being filled, not yet handed to the writing thread.
  var batchedCount: Int { locked { $0.batch.count } }

  private func locked<T>(_ body: (Held) -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body(held)
  }

  /// Writes back and closes every file still held, dropping its pages: called once the
  /// build's pages are written.
  func finish() {
    condition.lock()
    if !held.batch.isEmpty { handOver() }
    while held.writer { condition.wait() }
    condition.unlock()
  }

  /// Hands the batch being filled to the writing thread, starting it when it is not
  /// running (`condition` locked).
  private func handOver() {
    let running = held.writer
    held.waiting.append(held.batch)
    held.batch = []
    held.bytesInBatch = 0
    if !running { Thread { self.writeBatches() }.start() }
    condition.broadcast()
  }

  /// The writing thread: writes the batches handed over, oldest first, until none is left.
  private func writeBatches() {
    condition.lock()
    while !held.waiting.isEmpty {
      let batch = held.waiting.removeFirst()
      held.writing = batch.count
      condition.broadcast()
      condition.unlock()
      writeBatch(batch)
      condition.lock()
      held.writing = 0
    }
    condition.broadcast()
    condition.unlock()
  }

  /// Writes a batch of files back, waiting until their pages are on disk, drops their pages
  /// from the cache, and closes them.
  static func writeBack(_ files: [Int32]) {
    #if os(Linux)
      if let first = files.first { _ = syncFS?(first) }
      for fd in files {
        _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
        _ = Glibc.close(fd)
      }
    #else
      for fd in files { _ = Darwin.close(fd) }
    #endif
  }

  #if os(Linux)
    /// Glibc declares `syncfs` only for _GNU_SOURCE, which Swift's Glibc module does not
    /// define, so it is looked up by name. Every Linux C library since 2011 has it; without
    /// it a batch's pages, still waiting for the disk, would stay cached, and the files
    /// are still closed.
    private typealias SyncFS = @convention(c) (Int32) -> Int32
    private static let syncFS: SyncFS? = dlsym(dlopen(nil, RTLD_NOW), "syncfs")
      .map { unsafeBitCast($0, to: SyncFS.self) }
  #endif

  /// A build that did not call `finish` still closes its files: the last batch is written
  /// here, since the writing thread, which holds this object, has ended.
  deinit {
    if !held.batch.isEmpty { writeBatch(held.batch) }
  }
}
