import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// An `accept` that first fails with the given errors, as the system's does when descriptors
/// run out, then takes connections for real; and a log that keeps its lines.
final class FailingAccept: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [Int32]
  private var lines: [String] = []

  init(failures: [Int32]) { self.failures = failures }

  var acceptor: Acceptor {
    Acceptor { [self] listener in
      lock.lock()
      let failure = failures.isEmpty ? nil : failures.removeFirst()
      lock.unlock()
      if let failure { return .failure(failure) }
      return Acceptor.system.accept(listener)
    }
  }

  var log: @Sendable (String) -> Void { { [self] line in lock.withLock { lines.append(line) } } }

  var logged: [String] { lock.withLock { lines } }
}

@Suite(.serialized) final class SiteServerAcceptTests {
  let folder = TemporaryFolder()

  init() throws {
    try folder.write(["site/style.css": "body{}"])
  }

  func server(_ accept: FailingAccept) throws -> (SiteServer, UInt16) {
    let server = SiteServer(
      root: folder.url.appendingPathComponent("site"), port: 0, liveReload: false,
      acceptor: accept.acceptor, log: accept.log)
    return (server, try server.start())
  }

  @Test func theServerAnswersAgainAfterAcceptFailsForWantOfDescriptors() throws {
    let accept = FailingAccept(failures: [EMFILE, ENFILE, ECONNABORTED, EMFILE, EMFILE])
    let (server, port) = try server(accept)
    defer { server.stop() }
    let client = try RawClient(port: port)
    defer { client.close() }
    #expect(client.get("/style.css")?.body == "body{}")
  }

  @Test func eachKindOfAcceptErrorIsLoggedOnce() throws {
    let accept = FailingAccept(failures: [EMFILE, EMFILE, EMFILE, ECONNABORTED, EMFILE])
    let (server, port) = try server(accept)
    defer { server.stop() }
    let client = try RawClient(port: port)
    defer { client.close() }
    _ = client.get("/style.css")
    let logged = accept.logged
    #expect(logged.count == 2)
    #expect(logged.first?.contains(String(cString: strerror(EMFILE))) == true)
    #expect(logged.last?.contains(String(cString: strerror(ECONNABORTED))) == true)
  }
}
