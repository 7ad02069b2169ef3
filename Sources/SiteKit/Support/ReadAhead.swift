import Foundation

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
        let thread = Thread {
          var i = first
          while i < paths.count {
            let fd = open(paths[i], O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if fd >= 0 {
              _ = posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_WILLNEED))
              close(fd)
            }
            i += count
          }
        }
        thread.stackSize = 64 * 1024
        thread.qualityOfService = .utility
        thread.start()
      }
    #endif
  }
}
