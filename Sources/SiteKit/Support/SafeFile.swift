import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all.
///
/// A file written in place on a full disk is left short or empty, and an empty lesson builds
/// as a page. So the bytes go to a temporary file beside the target (`.NAME.tmp-PID-N`),
/// which is put in place by one `rename` when the file may be replaced, or by one `link`
/// when it may not (a link fails when the name is taken, where a check before a rename
/// could be raced). On any error the temporary file is removed and nothing is at the target.
enum SafeFile {
  /// Writes all of `data` to the open file `fd`, or throws (a test gives one that fails).
  typealias Writer = @Sendable (_ fd: Int32, _ data: Data, _ path: String) throws -> Void

  /// Writes `data` to `path`; an existing file is replaced only when `replacing`.
  static func write(
    _ data: Data, to path: String, replacing: Bool, writer: Writer = SafeFile.system
  ) throws {
    var info = stat()
    if !replacing, lstat(path, &info) == 0 {
      throw FileSystemError(
        "write", path, code: EEXIST, reason: "a file is already there, and it was left as it is")
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = folder + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { throw FileSystemError("write", path) }
    do {
      try writer(fd, data, path)
      guard fsync(fd) == 0 else { throw FileSystemError("write", path) }
      close(fd)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    defer { unlink(temporary) }
    if replacing {
      guard rename(temporary, path) == 0 else { throw FileSystemError("write", path) }
    } else if link(temporary, path) != 0 {
      let code = errno
      if code == EEXIST {
        throw FileSystemError(
          "write", path, code: code, reason: "a file is already there, and it was left as it is")
      }
      // A file system without hard links: the check above is all there is.
      guard lstat(path, &info) != 0, rename(temporary, path) == 0 else {
        throw FileSystemError("write", path, code: code)
      }
    }
  }

  /// The plain POSIX writer.
  static let system: Writer = { fd, data, path in
    try data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { throw FileSystemError("write", path, code: n < 0 ? errno : ENOSPC) }
        offset += n
      }
    }
  }
}
