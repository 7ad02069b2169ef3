import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the server's listening socket on an IPv4 address.
enum ListeningSocket {
  /// Creates, binds and listens; returns the descriptor and the port bound (useful with 0).
  static func open(host: String, port: UInt16) throws -> (fd: Int32, port: UInt16) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else {
      throw ServeError("cannot create a socket: \(String(cString: strerror(errno)))")
    }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
      close(fd)
      throw ServeError(
        "'\(host)' is not an IPv4 address; use 127.0.0.1 or another address of this machine")
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw ServeError("cannot listen on \(host):\(port): \(reason); pick another port with --port")
    }
    guard listen(fd, 64) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw ServeError("cannot listen on \(host):\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, UInt16(bigEndian: actual.sin_port))
  }
}
