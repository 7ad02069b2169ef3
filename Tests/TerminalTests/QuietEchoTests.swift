import Foundation
import Terminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Keys typed while a turn runs are neither echoed into the reply nor lost.
@Suite(.serialized) struct QuietEchoTests {
  /// A pseudo-terminal: the side a program reads (`device`) and the side that types
  /// (`keyboard`), which also reads what the terminal echoes.
  struct Pair {
    let device: Int32
    let keyboard: Int32

    init() throws {
      typealias Call = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
      // Glibc's module leaves out the pseudo-terminal calls; they are in the loaded C library.
      let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
      let openpt = unsafeBitCast(try #require(dlsym(everywhere, "posix_openpt")), to: Call.self)
      let grant = unsafeBitCast(try #require(dlsym(everywhere, "grantpt")), to: Call.self)
      let unlock = unsafeBitCast(try #require(dlsym(everywhere, "unlockpt")), to: Call.self)
      let name = unsafeBitCast(try #require(dlsym(everywhere, "ptsname")), to: Name.self)
      keyboard = openpt(O_RDWR | O_NOCTTY)
      try #require(keyboard >= 0 && grant(keyboard) == 0 && unlock(keyboard) == 0)
      device = open(try #require(name(keyboard)), O_RDWR | O_NOCTTY)
      try #require(device >= 0)
    }

    func close() {
      _ = Glibc.close(device)
      _ = Glibc.close(keyboard)
    }

    func type(_ text: String) { _ = text.withCString { write(keyboard, $0, strlen($0)) } }

    /// What is there to read on `descriptor` within 200 ms.
    func pending(on descriptor: Int32) -> String {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 200) == 1 else { return "" }
      var buffer = [UInt8](repeating: 0, count: 256)
      let n = read(descriptor, &buffer, buffer.count)
      return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : ""
    }
  }

  @Test func keysTypedWhileQuietAreNotEchoedAndWaitForTheNextRead() throws {
    let pair = try Pair()
    defer { pair.close() }
    #expect(QuietEcho.begin(pair.device))
    pair.type("typed ahead\n")
    #expect(pair.pending(on: pair.keyboard) == "")
    QuietEcho.end()
    #expect(pair.pending(on: pair.device) == "typed ahead\n")
  }

  @Test func theEchoComesBackAfterTheTurn() throws {
    let pair = try Pair()
    defer { pair.close() }
    QuietEcho.begin(pair.device)
    QuietEcho.end()
    pair.type("seen\n")
    #expect(pair.pending(on: pair.keyboard).hasPrefix("seen"))
  }

  @Test func aDescriptorThatIsNotATerminalIsLeftAlone() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { _ = close($0) } }
    #expect(!QuietEcho.begin(ends[0]))
  }
}
