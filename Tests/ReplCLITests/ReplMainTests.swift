import Foundation
import ReplCLI
import Testing

/// What the entry point wrote to each stream.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  var output: String { lock.withLock { out } }
  var error: String { lock.withLock { err } }

  var streams: ReplMain.Streams {
    ReplMain.Streams(
      output: { text in self.lock.withLock { self.out += text } },
      error: { text in self.lock.withLock { self.err += text } })
  }
}

@Test func helpExitsZeroAndPrintsTheUsage() async {
  let captured = Captured()
  let status = await ReplMain.run(arguments: ["--help"], streams: captured.streams)
  #expect(status == 0)
  #expect(captured.output.contains("USAGE: repl"))
  #expect(captured.error.isEmpty)
}

@Test func versionExitsZeroAndNamesTheProgram() async {
  let captured = Captured()
  let status = await ReplMain.run(arguments: ["--version"], streams: captured.streams)
  #expect(status == 0)
  #expect(captured.output.hasPrefix("repl "))
}

@Test func anUnknownFlagIsAUsageErrorThatNamesIt() async {
  let captured = Captured()
  let status = await ReplMain.run(arguments: ["--frobnicate"], streams: captured.streams)
  #expect(status == 64)
  #expect(captured.error.contains("Unknown option '--frobnicate'"))
  #expect(captured.output.isEmpty)
}

@Test func aScriptThatCannotBeReadExitsOneAndSaysWhich() async {
  let captured = Captured()
  let missing = "/nonexistent-\(UUID().uuidString).repl"
  let status = await ReplMain.run(arguments: ["--script", missing], streams: captured.streams)
  #expect(status == 1)
  #expect(captured.error.contains(missing))
}
