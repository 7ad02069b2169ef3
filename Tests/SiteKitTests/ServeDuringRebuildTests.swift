import Foundation
import Testing

@testable import SiteKit

/// `gen serve` keeps answering while builds replace the site under it.
@Suite struct ServeDuringRebuildTests {
  @Test func noRequestFailsWhileTheWholeSiteIsRebuiltAndSwapped() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    var options = BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"))
    // Every build stages the whole site and exchanges it with the one being served.
    options.clean = true
    let session = ServeSession(options: options, console: MessagePrinter())
    let port = try session.start(host: "127.0.0.1", port: 0)
    defer { session.stop() }
    let paths = ["/", "/start/hello/", "/assets/style.css"]
    let probe = try RawClient(port: port)
    for path in paths { #expect(probe.get(path)?.status == 200, "\(path) before any rebuild") }
    probe.close()
    let rebuilding = LockedText()
    rebuilding.set("yes")
    let failures = LockedText()
    let requests = Counter()
    let group = DispatchGroup()
    for client in 0..<8 {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        guard let connection = try? RawClient(port: port) else {
          failures.set(failures.get() + "client \(client) could not connect\n")
          return
        }
        defer { connection.close() }
        var i = client
        while rebuilding.get() == "yes" {
          let path = paths[i % paths.count]
          let response = connection.get(path)
          requests.add()
          if response?.status != 200 {
            failures.set(failures.get() + "\(path): \(response?.status ?? 0)\n")
            return
          }
          i += 1
        }
      }
    }
    var builds: [String] = []
    for _ in 0..<6 { builds.append(session.rebuild() == nil ? "ok" : "failed") }
    rebuilding.set("no")
    group.wait()
    #expect(builds == Array(repeating: "ok", count: 6))
    #expect(failures.get() == "")
    #expect(requests.value >= 8)
  }
}
