import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.serialized) final class SiteServerTests {
  let folder = TemporaryFolder()
  let server: SiteServer
  let port: UInt16

  init() throws {
    try folder.write([
      "site/index.html": "<html><body><p>home</p></body></html>",
      "site/a/index.html": "<html><body>A</body></html>",
      "site/style.css": "body{}",
      "site/404.html": "<html><body>nothing here</body></html>",
      "secret.txt": "do not serve",
    ])
    symlink(
      folder.url.appendingPathComponent("secret.txt").path,
      folder.url.appendingPathComponent("site/link.txt").path)
    server = SiteServer(root: folder.url.appendingPathComponent("site"), port: 0, liveReload: true)
    port = try server.start()
  }

  deinit { server.stop() }

  @Test func servesFilesWithTheirContentTypes() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let css = client.get("/style.css")
    #expect(css?.status == 200)
    #expect(css?.headers["content-type"] == "text/css; charset=utf-8")
    #expect(css?.body == "body{}")
  }

  @Test func foldersServeTheirIndexAndHTMLGetsTheReloadScript() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let page = client.get("/a/")
    #expect(page?.status == 200)
    #expect(page?.body.contains("A<script src=\"/__callsite/reload.js\"></script>") == true)
    let redirect = client.get("/a")
    #expect(redirect?.status == 301)
    #expect(redirect?.headers["location"] == "/a/")
  }

  @Test func theReloadScriptIsNeverWrittenIntoTheSite() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    _ = client.get("/")
    let onDisk = try String(
      contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
    #expect(!onDisk.contains("reload.js"))
  }

  @Test(arguments: [
    "/../secret.txt", "/%2e%2e/secret.txt", "/a/%2E%2E/%2e%2e/secret.txt", "/link.txt",
    "/a/..%2f..%2fsecret.txt",
  ])
  func nothingOutsideTheSiteIsServed(path: String) throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let response = client.get(path)
    #expect(response != nil)
    #expect(response?.status != 200)
    #expect(response?.body.contains("do not serve") == false)
  }

  @Test func missingPagesGetTheSites404Page() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let response = client.get("/nope.html")
    #expect(response?.status == 404)
    #expect(response?.body.contains("nothing here") == true)
  }

  @Test func headSendsHeadersWithoutABody() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    let head = client.get("/style.css", method: "HEAD")
    #expect(head?.status == 200)
    #expect(head?.headers["content-length"] == "6")
    #expect(head?.body == "")
    // The connection is still usable: no stray body bytes were sent.
    #expect(client.get("/style.css")?.body == "body{}")
  }

  @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    for _ in 0..<5 { #expect(client.get("/style.css")?.status == 200) }
    #expect(client.get("/style.css", keepAlive: false)?.headers["connection"] == "close")
  }

  @Test func otherMethodsAreRefused() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n")
    #expect(client.response()?.status == 405)
  }

  @Test func anOversizedRequestHeadIsRefused() throws {
    let client = try RawClient(port: port)
    defer { client.close() }
    client.send("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n")
    #expect(client.response()?.status == 431)
  }

  @Test func aStalledClientDoesNotBlockOthers() throws {
    let stalled = try RawClient(port: port)
    defer { stalled.close() }
    stalled.send("GET / HTTP/1.1\r\nHost: x\r\n")  // never finishes
    let other = try RawClient(port: port)
    defer { other.close() }
    #expect(other.get("/style.css")?.status == 200)
  }

  @Test func aThousandSequentialRequestsLeakNoFileDescriptors() throws {
    func openDescriptors() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
    let warm = try RawClient(port: port)
    _ = warm.get("/", keepAlive: false)
    warm.close()
    Thread.sleep(forTimeInterval: 0.1)
    let before = openDescriptors()
    for _ in 0..<1000 {
      let client = try RawClient(port: port)
      _ = client.get("/style.css", keepAlive: false)
      client.close()
    }
    // Other suites run in this process at the same time and open files of their own; a leak
    // here would show as about a thousand more descriptors, not a handful. The server closes
    // its side after answering, which a loaded machine may take a moment to get to.
    let deadline = Date().addingTimeInterval(10)
    while openDescriptors() > before + 24, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(openDescriptors() <= before + 24)
  }

  @Test func buildErrorsShowAsAnOverlayAndReloadEventsAreSent() throws {
    let events = try RawClient(port: port)
    defer { events.close() }
    events.send("GET /__callsite/events HTTP/1.1\r\n\r\n")
    var chunk = [UInt8](repeating: 0, count: 4096)
    let first = recv(events.fd, &chunk, chunk.count, 0)
    #expect(String(decoding: chunk[0..<max(0, first)], as: UTF8.self).contains("event: hello"))
    server.buildFinished(errors: ["content/lessons/a.md:3:1: error: <bad>"])
    let second = recv(events.fd, &chunk, chunk.count, 0)
    #expect(String(decoding: chunk[0..<max(0, second)], as: UTF8.self).contains("event: reload"))
    let client = try RawClient(port: port)
    defer { client.close() }
    let page = client.get("/")
    #expect(page?.status == 500)
    #expect(page?.body.contains("a.md:3:1: error: &lt;bad&gt;") == true)
    server.buildFinished(errors: nil)
    #expect(client.get("/")?.status == 200)
  }
}
