import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a build that writes more than the page cache should hold from filling memory
/// with the pages it has written.
///
/// A site is written once and read later, mostly by a browser from disk. The kernel keeps
/// every page written in its cache until memory runs short; a build of 100,000 lessons
/// writes 14 GB, so the cache grows by all of it, and the kernel's reclaiming and the
/// first touch of so much memory (dear in a virtual machine, which gives freed memory back
/// to its host) cost more than the writing. So a build that writes more than `threshold`
/// bytes of pages hands each file here: its write-back is started at once
/// (`sync_file_range`), and when `depth` newer files have been written the file waits for
/// its write-back to end (long over by then), its pages leave the cache
/// (`POSIX_FADV_DONTNEED`), and it is closed. The kernel then reuses that memory for the
/// next files instead of taking more.
///
/// When the build says how many files it will write, it does so from its first files on:
/// once `sampleFiles` are written, their mean size times that count tells whether the
/// build will pass the threshold. Otherwise, and for a build that turns out larger than
/// it looked, it starts once the bytes written pass the threshold. A smaller build keeps
/// its pages cached as before (a site that fits is read back soon after, by `gen serve`
/// or a browser). Where the calls do not exist (macOS) every file is closed at once, as
/// before.
final class WriteBehind: Sendable {
  /// What the build has written, and the files whose pages are still held: at most
  /// `depth`, kept as a ring whose oldest file, once it is full, is at `next`.
  private struct Held {
    var written = 0
    /// The files closed so far, held or not.
    var closed = 0
    /// Whether files are written behind: once true, for the rest of the build.
    var behind = false
    var files: [Int32] = []
    var next = 0
  }

  let threshold: Int
  let depth: Int
  /// How many files the build will write, or 0 when it does not know.
  let expectedFiles: Int
  /// After how many files a build that said how many it will write is judged by them.
  static let sampleFiles = 64
  private let held = Mutex(Held())

  /// The threshold a build uses: an eighth of the machine's memory (3 GB on a 24 GB
  /// machine: a site of 10,000 lessons, 1.4 GB, stays cached whole).
  static var defaultThreshold: Int {
    Int(clamping: ProcessInfo.processInfo.physicalMemory / 8)
  }

  init(threshold: Int = WriteBehind.defaultThreshold, depth: Int = 128, expectedFiles: Int = 0) {
    self.threshold = threshold
    self.depth = max(1, depth)
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
      let (held, older) = self.held.withLock { held -> (Bool, Int32) in
        held.written += bytes
        held.closed += 1
        if !held.behind { held.behind = passes(written: held.written, closed: held.closed) }
        guard held.behind else { return (false, -1) }
        if held.files.count < depth {
          held.files.append(fd)
          return (true, -1)
        }
        let older = held.files[held.next]
        held.files[held.next] = fd
        held.next = (held.next + 1) % depth
        return (true, older)
      }
      guard held else {
        _ = Glibc.close(fd)
        return
      }
      _ = Self.syncRange?(fd, 0, 0, Self.startWrite)
      if older >= 0 { Self.drop(older) }
    #else
      _ = Darwin.close(fd)
    #endif
  }

  /// Files taken and not closed yet.
  var heldCount: Int { held.withLock { $0.files.count } }

  /// Closes every file still held, dropping its pages: called once the build's pages are
  /// written.
  func finish() {
    let files = held.withLock { held -> [Int32] in
      defer {
        held.files = []
        held.next = 0
      }
      return held.files
    }
    for fd in files { Self.drop(fd) }
  }

  /// Waits for a file's write-back, drops its pages from the cache, and closes it.
  private static func drop(_ fd: Int32) {
    #if os(Linux)
      _ = syncRange?(fd, 0, 0, waitBefore | startWrite | waitAfter)
      _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
      _ = Glibc.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
  }

  #if os(Linux)
    private typealias SyncRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// Glibc declares `sync_file_range` only for _GNU_SOURCE, which Swift's Glibc module
    /// does not define, so it is looked up by name; its flags are the kernel's.
    private static let syncRange: SyncRange? = dlsym(dlopen(nil, RTLD_NOW), "sync_file_range")
      .map { unsafeBitCast($0, to: SyncRange.self) }
    private static let waitBefore: UInt32 = 1
    private static let startWrite: UInt32 = 2
    private static let waitAfter: UInt32 = 4
  #endif

  deinit { finish() }
}
