import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The high descriptor the inheritance test keeps must not be one another test holds.
struct SpareDescriptorTests {
  /// Whether `fd` is open and a pipe (or FIFO).
  static func isPipe(_ fd: Int32) -> Bool {
    var info = stat()
    return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }

  @Test func aSpareDescriptorLeavesAnotherTestsPipeAtThatNumberOpen() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    // Another test's pipe, sitting at the first free number from 200 up.
    let theirs = fcntl(ends[0], F_DUPFD, 200)
    #expect(theirs >= 200)
    close(ends[0])
    defer {
      close(theirs)
      close(ends[1])
    }
    let null = open("/dev/null", O_RDONLY)
    defer { close(null) }
    let mine = SpareDescriptor.copy(of: null, atLeast: theirs)
    defer { if mine >= 0 { close(mine) } }
    #expect(mine > theirs)
    #expect(Self.isPipe(theirs))
  }
}
