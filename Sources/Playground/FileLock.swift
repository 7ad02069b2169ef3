import Foundation

/// An open file holding an exclusive `flock` lock, released when the value goes away.
///
/// The kernel drops the lock when the holder's process ends, however it ends (`kill -9`
/// too), so a lock that can be taken means nobody is using the file any more.
final class FileLock: @unchecked Sendable {
  /// The open descriptor (read and write).
  let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// Opens `path` and takes its lock without waiting; nil when another holds it or the file
  /// cannot be opened. `create` makes the file (mode 0600) when it does not exist.
  static func take(_ path: String, create: Bool = false) -> FileLock? {
    let flags = O_RDWR | O_CLOEXEC | (create ? O_CREAT : 0)
    let fd = open(path, flags, 0o600)
    guard fd >= 0 else { return nil }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      return nil
    }
    return FileLock(descriptor: fd)
  }

  /// Everything the file holds, read from its start.
  func contents() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var offset: off_t = 0
    while true {
      let n = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      data.append(contentsOf: buffer[0..<n])
      offset += off_t(n)
    }
    return data
  }

  /// How bytes reach a descriptor: `write(2)`, or a stand-in that fails, in tests.
  typealias Writer = @Sendable (_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

  /// `write(2)`.
  static let systemWriter: Writer = { fd, bytes, count in write(fd, bytes, count) }

  /// Appends `data` at the end of the file and flushes it to the disk; returns `nil`, or
  /// the `errno` of the failure. A failed append is cut off again, so the file never ends
  /// in half a line that the next one would be glued to.
  func append(_ data: Data, writer: Writer = FileLock.systemWriter) -> Int32? {
    let end = lseek(descriptor, 0, SEEK_END)
    guard end >= 0 else { return errno }
    var done = 0
    var failure: Int32?
    data.withUnsafeBytes { raw in
      while done < raw.count {
        let n = writer(descriptor, raw.baseAddress! + done, raw.count - done)
        if n < 0, errno == EINTR { continue }
        guard n > 0 else {
          failure = n == 0 ? ENOSPC : errno
          return
        }
        done += n
      }
    }
    if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
    if failure != nil { _ = ftruncate(descriptor, end) }
    return failure
  }
}
