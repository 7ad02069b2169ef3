import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the kernel to start reading files a step is about to read, many at a time.
///
/// A build that reads its content on two cores waits for one file at a time on each when
/// the files are not in the page cache (the first build after a reboot, or after a build
/// whose output pushed them out); a disk, a virtual one above all, serves many requests at
/// once far faster. So a whole-site build hands the paths it will read, in the order it
/// reads them, to a few threads that open each file (reading its inode) and advise the
/// kernel that its bytes will be needed (`POSIX_FADV_WILLNEED`, which queues the read
/// without waiting for it), then close it. Nothing is read into the process, a file that
/// cannot be opened is skipped (the step that reads it reports it), and the threads end
/// when the list does. Where the call does not exist (macOS) this does nothing.
enum ReadAhead {
  /// How many files are asked for at once.
  static let threads = 12

  /// Starts reading `paths` ahead on background threads, and returns at once.
  static func start(_ paths: [String]) {
    #if os(Linux)
      guard paths.count > 1 else { return }
      let count = min(threads, paths.count)
      for first in 0..<count {
        spawn {
          for i in stride(from: first, to: paths.count, by: count) { advise(paths[i]) }
        }
      }
    #endif
  }

  #if os(Linux)
    /// Tells the kernel that the file at `path` will be read; a file that cannot be opened
    /// is skipped (the step that reads it reports it).
    private static func advise(_ path: String) {
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard fd >= 0 else { return }
      _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_WILLNEED))
      close(fd)
    }

    /// Runs `body` on a thread of its own, small and of low priority.
    private static func spawn(_ body: @escaping @Sendable () -> Void) {
      let thread = Thread(block: body)
      thread.stackSize = 64 * 1024
      thread.qualityOfService = .utility
      thread.start()
    }
  #endif
}

extension ReadAhead {
  /// Reads ahead of a step that goes through its work in a known order, a window of items
  /// ahead of the item it has reached, so that the files come into the page cache shortly
  /// before they are read and not so long before that they are pushed out again.
  ///
  /// The render step needs this: the content step reads every lesson and transcript and
  /// lets the text go (a large site must not hold it all), and the render reads each again,
  /// up to minutes later. A machine short of memory, or one that pages out files left idle
  /// for a while (the bench machine does after a minute), has dropped many of them by then,
  /// and each read blocks a render thread on the disk. `advance()` is called as each item
  /// starts; the threads ask `files` for the files of each item up to `window` ahead of it
  /// (on their own time, not the step's), advise the kernel of them (`POSIX_FADV_WILLNEED`),
  /// then wait for the step to come nearer. Nothing is read into the process; `finish()`
  /// ends the threads, and the step must call it (they hold the window until then). Where
  /// the call does not exist (macOS) this does nothing.
  final class Window: Sendable {
    private let count: Int
    /// The files of an item, asked once for each item, in about the step's order.
    private let files: @Sendable (Int) -> [String]
    private let window: Int
    /// Items the step has started.
    private let reached = Atomic<Int>(0)
    /// The next item whose files a thread advises.
    private let next = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)
    /// Threads that have not returned yet.
    private let running = Atomic<Int>(0)

    /// Starts `threads` threads reading the files of `count` items ahead of the step,
    /// `window` items ahead.
    init(
      count: Int, window: Int = 512, threads: Int = 4,
      files: @escaping @Sendable (Int) -> [String]
    ) {
      self.count = count
      self.files = files
      self.window = max(1, window)
      #if os(Linux)
        for _ in 0..<max(1, threads) {
          running.add(1, ordering: .relaxed)
          ReadAhead.spawn { [self] in self.advise() }
        }
      #endif
    }

    /// The step has started one more item.
    func advance() { reached.add(1, ordering: .relaxed) }

    /// The step is done: the threads stop at their next item.
    func finish() { finished.store(true, ordering: .relaxed) }

    /// Items the threads have taken, advised or waiting to be (for tests: how far ahead of
    /// the step they are).
    var advised: Int { min(next.load(ordering: .relaxed), count) }

    /// Threads still running (for tests: `finish()` ends them).
    var threadsRunning: Int { running.load(ordering: .relaxed) }

    private func advise() {
      #if os(Linux)
        defer { running.subtract(1, ordering: .relaxed) }
        while !finished.load(ordering: .relaxed) {
          let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard item < count else { return }
          // A window ahead: wait until the step is half a window from this item, so that
          // a thread wakes a few times a window rather than for each item.
          if item >= reached.load(ordering: .relaxed) + window {
            while item >= reached.load(ordering: .relaxed) + window / 2 {
              if finished.load(ordering: .relaxed) { return }
              usleep(10_000)
            }
          }
          files(item).forEach(ReadAhead.advise)
        }
      #endif
    }
  }
}
