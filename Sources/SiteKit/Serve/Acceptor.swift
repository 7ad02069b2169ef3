import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the server takes a connection off its listening socket: the system's `accept`, or in
/// tests a stand-in that fails as `accept` does when descriptors run out.
struct Acceptor: Sendable {
  /// What one attempt gives.
  enum Outcome: Sendable, Equatable {
    /// A connected socket.
    case connection(Int32)
    /// The `errno` of a failed attempt.
    case failure(Int32)
  }

  /// Waits for one connection on a listening socket.
  let accept: @Sendable (_ listener: Int32) -> Outcome

  /// The system's `accept`.
  static let system = Acceptor { listener in
    #if canImport(Glibc)
      let fd = Glibc.accept(listener, nil, nil)
    #else
      let fd = Darwin.accept(listener, nil, nil)
    #endif
    return fd >= 0 ? .connection(fd) : .failure(errno)
  }
}
