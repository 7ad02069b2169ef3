import CallsiteCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct GenTests {
  let course: [String: String] = [
    "content/site.json": #"{"title": "E2E"}"#,
    "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nFirst.\n",
    "content/lessons/01-a/02-two.md": "---\ntitle: Two\n---\nSecond.\n",
  ]

  func templatesArgument() -> [String] {
    ["--templates", Binaries.root.appendingPathComponent("templates").path]
  }

  @Test func buildWritesTheSiteAndSummarises() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let result = try Binaries.run("gen", ["build"] + templatesArgument(), in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("built 6 pages (6 rendered, 0 reused) in "))
    #expect(
      FileManager.default.fileExists(
        atPath: scratch.url.appendingPathComponent("site/a/two/index.html").path))
    let again = try Binaries.run("gen", ["build"] + templatesArgument(), in: scratch.url)
    #expect(again.stdout.hasPrefix("built 6 pages (0 rendered, 6 reused) in "))
  }

  @Test func aBrokenLessonExitsOneWithFileLineAndColumn() throws {
    let scratch = Scratch()
    try scratch.write(course)
    try scratch.write(["content/lessons/01-a/02-two.md": "---\ntitle: Two\nnot a pair\n---\n"])
    let result = try Binaries.run("gen", ["build"] + templatesArgument(), in: scratch.url)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("content/lessons/01-a/02-two.md:3:1: error: expected 'key: value'"))
    #expect(result.stderr.contains("site/ was left as it was"))
  }

  @Test func usageErrorsExit64WithASuggestion() throws {
    let result = try Binaries.run("gen", ["biuld"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Did you mean 'build'?"))
    let option = try Binaries.run("gen", ["build", "--clen"])
    #expect(option.status == 64)
    #expect(option.stderr.contains("Did you mean '--clean'?"))
  }

  @Test func everySubcommandPrintsTheVersionAndExitsZero() throws {
    for sub in ["build", "serve", "check", "export"] {
      let version = try Binaries.run("gen", [sub, "--version"])
      #expect(version.status == 0, "gen \(sub) --version: \(version.stderr)")
      #expect(version.stdout == "gen \(Callsite.version)\n")
    }
  }

  @Test func everySubcommandsHelpExplainsEachOptionOfItsUsageLine() throws {
    for sub in ["build", "serve", "check"] {
      let help = try Binaries.run("gen", [sub, "--help"])
      #expect(help.status == 0)
      let lines = help.stdout.split(separator: "\n")
      let options = help.stdout.split { $0 == "[" || $0 == "]" }.filter { $0.hasPrefix("--") }
      #expect(!options.isEmpty)
      for option in options + ["--help", "--version"] {
        #expect(lines.contains { $0.hasPrefix("  \(option) ") }, "gen \(sub): \(option)")
      }
    }
  }

  @Test func helpAndVersionWork() throws {
    #expect(try Binaries.run("gen", ["--version"]).stdout.hasPrefix("gen "))
    #expect(try Binaries.run("gen", ["--help"]).stdout.contains("USAGE: gen <subcommand>"))
    for sub in ["build", "serve", "check"] {
      let help = try Binaries.run("gen", [sub, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("USAGE: gen \(sub)"))
    }
  }

  @Test func serveRebuildsAndSendsAReloadWhenALessonChanges() async throws {
    let scratch = Scratch()
    try scratch.write(course)
    let process = Process()
    process.executableURL = Binaries.url("gen")
    process.arguments = ["serve", "--port", "0"] + templatesArgument()
    process.currentDirectoryURL = scratch.url
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    defer { process.terminate() }
    // Read until the "serving … at http://127.0.0.1:PORT/" line.
    var text = ""
    let handle = out.fileHandleForReading
    while !text.contains("serving") || !text.contains("/ (Ctrl-C") {
      let data = handle.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    let port = try #require(
      text.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
    // Open the event stream.
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let request = Array("GET /__callsite/events HTTP/1.1\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let first = recv(fd, &buffer, buffer.count, 0)
    #expect(String(decoding: buffer[0..<max(0, first)], as: UTF8.self).contains("event: hello"))
    // Edit a lesson; a reload event must follow within a second or so.
    let start = Date()
    try scratch.write(["content/lessons/01-a/02-two.md": "---\ntitle: Two\n---\nSecond, edited.\n"])
    let second = recv(fd, &buffer, buffer.count, 0)
    let elapsed = Date().timeIntervalSince(start)
    #expect(String(decoding: buffer[0..<max(0, second)], as: UTF8.self).contains("event: reload"))
    #expect(elapsed < 2)
    let page = try String(
      contentsOf: scratch.url.appendingPathComponent("site/a/two/index.html"), encoding: .utf8)
    #expect(page.contains("Second, edited."))
    #expect(!page.contains("reload.js"))
  }
}
