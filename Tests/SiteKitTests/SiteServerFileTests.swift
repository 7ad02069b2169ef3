import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// How the server sends files, and where it redirects folders asked for without a slash.
@Suite(.serialized) final class SiteServerFileTests {
  let folder = TemporaryFolder()
  let server: SiteServer
  let port: UInt16
  /// Pseudo-random bytes, several read chunks long and not a whole number of them.
  let large: [UInt8]
  /// A page whose last `</body>` straddles the first 64 KiB chunk's end, with another earlier.
  let page: [UInt8]

  init() throws {
    var state: UInt32 = 2_463_534_242
    large = (0..<(3 * 1024 * 1024 + 12345)).map { _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
    page =
      Array("<html><body><!-- </body> -->".utf8)
      + [UInt8](repeating: UInt8(ascii: "x"), count: 65536 - 28 - 3)
      + Array("</body></html>".utf8)
    try folder.write([
      "site/index.html": "<html><body>home</body></html>",
      "site/a/index.html": "<html><body>A</body></html>",
      "site/evil.example/index.html": "<html><body>E</body></html>",
      "site/a b/index.html": "<html><body>space</body></html>",
    ])
    try Data(large).write(to: folder.url.appendingPathComponent("site/large.bin"))
    try Data(page).write(to: folder.url.appendingPathComponent("site/large.html"))
    server = SiteServer(root: folder.url.appendingPathComponent("site"), port: 0, liveReload: true)
    port = try server.start()
  }

  deinit { server.stop() }

  @Test func aLargeFileArrivesIntactByteForByte() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let response = client.get("/large.bin")
    #expect(response?.headers["content-length"] == "\(large.count)")
    #expect(response?.bytes == large)
  }

  @Test func aLargePageGetsTheReloadScriptBeforeItsLastBodyTag() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let response = client.get("/large.html")
    let end = page.count - "</body></html>".utf8.count
    let expected = Array(page[..<end]) + SiteServer.reloadTag + Array(page[end...])
    #expect(response?.headers["content-length"] == "\(expected.count)")
    #expect(response?.bytes == expected)
  }

  @Test func headOfALargeFileGivesItsLengthAndNoBody() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let head = client.get("/large.bin", method: "HEAD")
    #expect(head?.headers["content-length"] == "\(large.count)")
    #expect(client.get("/index.html")?.status == 200)
  }

  @Test(arguments: ["//evil.example", "//a", "///a"])
  func aPathStartingWithTwoSlashesIsNotRedirectedToAnotherHost(path: String) throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let location = client.get(path)?.headers["location"]
    #expect(location?.hasPrefix("/") == true)
    #expect(location?.hasPrefix("//") == false)
  }

  @Test func aRedirectLocationIsPercentEncoded() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    #expect(client.get("/a%20b")?.headers["location"] == "/a%20b/")
  }

  @Test func aRedirectKeepsTheQuery() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    #expect(client.get("/a?x=1")?.headers["location"] == "/a/?x=1")
  }
}
