import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file sent as a response body in 64 KiB pieces, so that serving a large page costs
/// one buffer rather than the whole file (and again for each client that asks at once).
///
/// Its length comes from `fstat` of the open file. An HTML page can get a tag inserted before
/// its last `</body>` (the live-reload script), found by reading backwards from the end.
final class FileBody {
  /// Bytes read and sent at a time.
  static let chunkSize = 64 * 1024

  private let fd: Int32
  /// The file's size when opened.
  let size: Int
  /// Bytes sent at `insertionPoint`, and where (nil when nothing is inserted).
  private let insertion: (tag: [UInt8], at: Int)?

  /// Opens a regular file; nil when it cannot be opened or is not a regular file. With a
  /// `tag`, the tag goes before the file's last `</body>`, or at the end when it has none.
  init?(path: String, insertingBeforeLastBodyTag tag: [UInt8]? = nil) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return nil
    }
    let size = Int(info.st_size)
    self.fd = fd
    self.size = size
    insertion = tag.map { ($0, Self.lastOffset(of: Array("</body>".utf8), in: fd, size: size)) }
  }

  deinit { close(fd) }

  /// The body's length: the file's size plus the inserted tag.
  var length: Int { size + (insertion?.tag.count ?? 0) }

  /// Sends the body; false when the client is gone or the file got shorter meanwhile (then
  /// fewer bytes than the `Content-Length` went out and the connection must end).
  func send(to socket: Int32) -> Bool {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    guard let insertion else { return copy(0..<size, to: socket, through: buffer) }
    return copy(0..<insertion.at, to: socket, through: buffer)
      && SocketIO.write(socket, insertion.tag)
      && copy(insertion.at..<size, to: socket, through: buffer)
  }

  /// Reads a range of the file and writes it to the socket, a buffer at a time.
  private func copy(
    _ range: Range<Int>, to socket: Int32, through buffer: UnsafeMutableRawBufferPointer
  ) -> Bool {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let wanted = min(buffer.count, range.upperBound - offset)
      let n = pread(fd, buffer.baseAddress, wanted, off_t(offset))
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      guard SocketIO.write(socket, UnsafeRawBufferPointer(rebasing: buffer[0..<n])) else {
        return false
      }
      offset += n
    }
    return true
  }

  /// Where the last `needle` in the file starts, or `size` when there is none: reads
  /// backwards a chunk at a time, each chunk overlapping the next by the needle's length
  /// less one so that a match across two chunks is seen.
  static func lastOffset(of needle: [UInt8], in fd: Int32, size: Int) -> Int {
    var chunk = [UInt8](repeating: 0, count: chunkSize + needle.count - 1)
    var end = size
    while end > 0 {
      let start = max(0, end - chunkSize)
      let wanted = min(size, end + needle.count - 1) - start
      let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, wanted, off_t(start)) }
      guard n > 0 else { return size }
      if let range = chunk[0..<n].lastRange(of: needle) { return start + range.lowerBound }
      end = start
    }
    return size
  }
}
