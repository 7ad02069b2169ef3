import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// How the server reads requests: bodies, line ends, and clients too slow to finish a head.
@Suite(.serialized) final class SiteServerRequestTests {
  let folder = TemporaryFolder()
  let server: SiteServer
  let port: UInt16

  init() throws {
    try folder.write([
      "site/index.html": "<html><body>home</body></html>",
      "site/style.css": "body{}",
    ])
    server = SiteServer(
      root: folder.url.appendingPathComponent("site"), port: 0, liveReload: false,
      headTimeout: 1)
    port = try server.start()
  }

  deinit { server.stop() }

  @Test func aPostBodyThatLooksLikeARequestGetsNoResponseOfItsOwn() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let smuggled = "GET /style.css HTTP/1.1\r\nHost: x\r\n\r\n"
    client.send(
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: \(smuggled.utf8.count)\r\n\r\n\(smuggled)")
    let refused = client.response()
    #expect(refused?.status == 405)
    #expect(refused?.headers["connection"] == "close")
    #expect(client.response() == nil)
  }

  @Test func aGetRequestsBodyIsReadAndSkipped() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let body = "GET /nope HTTP/1.1\r\n\r\n"
    client.send("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
    #expect(client.response()?.body == "<html><body>home</body></html>")
    #expect(client.get("/style.css")?.body == "body{}")
  }

  @Test func aChunkedRequestBodyIsRefusedAndTheConnectionClosed() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send(
      "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "1a\r\nGET /style.css HTTP/1.1\r\n\r\n\r\n0\r\n\r\n")
    #expect(client.response()?.status == 411)
    #expect(client.response() == nil)
  }

  @Test func conflictingContentLengthsAreRefused() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send("GET / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 30\r\n\r\nabc")
    #expect(client.response()?.status == 400)
  }

  @Test func aRequestHeadEndedByBareLineFeedsIsAnswered() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send("GET /style.css HTTP/1.1\nHost: x\n\n")
    #expect(client.response()?.body == "body{}")
  }

  @Test func aBareRequestLineEndedByTwoLineFeedsIsAnswered() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send("GET /style.css HTTP/1.1\n\n")
    #expect(client.response()?.body == "body{}")
  }

  @Test func aClientTricklingItsHeadIsCutOffAfterTheHeadTimeoutWithoutStallingOthers() throws {
    let slow = try RawClient(port: port)
    defer { slow.close() }
    slow.send("GET / HTTP/1.1\r\n")
    // A header line every quarter second: never idle long enough for a per-read timeout.
    for i in 0..<10 {
      Thread.sleep(forTimeInterval: 0.25)
      slow.send("X-Slow-\(i): a\r\n")
      if i == 1 {
        let other = try RawClient(port: port)
        defer { other.close() }
        #expect(other.get("/style.css")?.status == 200)
      }
    }
    #expect(slow.closes(within: 1))
  }
}
