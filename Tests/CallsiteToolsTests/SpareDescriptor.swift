import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A descriptor a test opens at a high number of its own, without disturbing any other.
///
/// The tests of a package run in parallel in one process, so a number a test picks may be
/// another test's pipe at that moment: `dup2` onto it would silently close that pipe (a
/// command tool's output then ends its program with SIGPIPE), and closing the copy later
/// would close whatever reused the number. `F_DUPFD` takes the lowest free number at or above
/// the one asked for instead.
enum SpareDescriptor {
  /// A copy of `fd` numbered `atLeast` or higher, in a number nobody else holds; -1 on error.
  static func copy(of fd: Int32, atLeast lowest: Int32) -> Int32 {
    fcntl(fd, F_DUPFD, lowest)
  }
}
