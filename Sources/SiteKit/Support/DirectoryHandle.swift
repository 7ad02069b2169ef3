import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open folder, for looking up thousands of files inside it by relative path: the kernel
/// then walks only the relative part, not the whole path from `/` each time.
final class DirectoryHandle: Sendable {
  private let fd: Int32

  /// Opens `path`; nil when it is not a readable folder.
  init?(path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    self.fd = fd
  }

  deinit { close(fd) }

  /// The file's status, following symbolic links; nil when it cannot be read.
  func status(_ relative: String) -> stat? {
    var info = stat()
    return fstatat(fd, relative, &info, 0) == 0 ? info : nil
  }

  /// Whether something exists at `relative`.
  func exists(_ relative: String) -> Bool {
    faccessat(fd, relative, F_OK, 0) == 0
  }
}
