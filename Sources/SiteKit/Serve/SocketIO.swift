import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blocking writes on a connected socket.
enum SocketIO {
  /// Sends every byte; false when the peer is gone or made no progress within the socket's
  /// send timeout.
  @discardableResult
  static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = send(fd, bytes.baseAddress! + offset, bytes.count - offset, 0)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      offset += n
    }
    return true
  }

  /// Sends every byte of an array.
  @discardableResult
  static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { write(fd, $0) }
  }
}
