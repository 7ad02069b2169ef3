import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two descriptors for tests of the colour rule: `terminal`, a pseudo-terminal's device
/// (`isatty` says yes), and `notTerminal`, the read end of a pipe (`isatty` says no).
final class PseudoTerminal {
  let terminal: Int32
  let notTerminal: Int32
  private let leader: Int32
  private let pipeWriter: Int32

  init() throws {
    // Swift's Glibc leaves out the pseudo-terminal calls (they need _XOPEN_SOURCE): look
    // them up in the C library that is already loaded.
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Grant = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    func symbol<T>(_ name: String, as type: T.Type) throws -> T {
      #if canImport(Glibc)
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
      #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #endif
      guard let address = dlsym(everywhere, name) else { throw MissingSymbol(name: name) }
      return unsafeBitCast(address, to: type)
    }
    leader = try symbol("posix_openpt", as: Open.self)(O_RDWR | O_NOCTTY)
    try #require(leader >= 0)
    try #require(try symbol("grantpt", as: Grant.self)(leader) == 0)
    try #require(try symbol("unlockpt", as: Grant.self)(leader) == 0)
    let name = try #require(try symbol("ptsname", as: Name.self)(leader))
    terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    notTerminal = ends[0]
    pipeWriter = ends[1]
  }

  deinit {
    for fd in [terminal, leader, notTerminal, pipeWriter] { close(fd) }
  }
}

/// A C function the pseudo-terminal needs that this C library does not have.
struct MissingSymbol: Error {
  let name: String
}
