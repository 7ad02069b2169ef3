import CallsiteCore
import Foundation
import Testing

/// `repl --script`, `--check`, standard input and the command line, on the built binary.
@Suite struct ReplScriptTests {
  @Test func aScriptSavesTheTranscriptOfTheGoldenFile() throws {
    let repl = try ReplRunner()
    try repl.write("weather.repl", try ReplRunner.goldenText("weather.repl"))
    let result = try repl.run(["--script", "weather.repl"])
    #expect(result.status == 0, "\(result.stderr)")
    let saved = try #require(repl.read("content/transcripts/weather.json"))
    let goldenURL = ReplRunner.golden.appendingPathComponent("weather.json")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
      try Data(saved.utf8).write(to: goldenURL)
      Issue.record("re-recorded \(goldenURL.path); run again without RECORD_GOLDEN")
      return
    }
    #expect(saved == (try ReplRunner.goldenText("weather.json")))
  }

  @Test func aScriptThatIsNotUTF8IsRefusedAtItsLineAndColumn() throws {
    let repl = try ReplRunner()
    let url = repl.folder.appendingPathComponent("bad.repl")
    try Data(Array("# a script\n# caf".utf8) + [0xE9, 0x0A]).write(to: url)
    let result = try repl.run(["--script", "bad.repl"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("bad.repl:2:6: error: the file is not valid UTF-8"))
  }

  @Test func aReplayedTranscriptThatIsNotUTF8IsRefusedAtItsLineAndColumn() throws {
    let repl = try ReplRunner()
    let url = repl.folder.appendingPathComponent("old.json")
    try Data(Array("{\"type\": \"".utf8) + [0xFF] + Array("\"}".utf8)).write(to: url)
    try repl.write("s.repl", ":model replay old.json\nHello\n")
    let replayed = try repl.run(["--script", "s.repl"])
    #expect(replayed.status == 1)
    #expect(replayed.stderr.contains("old.json:1:11: error: the file is not valid UTF-8"))
  }

  @Test func theScriptsTranscriptShowsTheTurnUnfolding() throws {
    let repl = try ReplRunner()
    try repl.write("weather.repl", try ReplRunner.goldenText("weather.repl"))
    let result = try repl.run(["--script", "weather.repl"])
    #expect(result.stdout.contains("→ getWeather {\"city\": \"Paris\"}\n← getWeather: Sunny, 22C"))
    #expect(result.stdout.contains("✗ getWeather {\"city\": \"Oslo\"}"))
    #expect(result.stdout.contains("context "))
  }

  @Test func checkPassesWhenTheScriptReproducesTheSavedTranscript() throws {
    let repl = try ReplRunner()
    try repl.write("weather.repl", try ReplRunner.goldenText("weather.repl"))
    try repl.write("content/transcripts/weather.json", try ReplRunner.goldenText("weather.json"))
    let result = try repl.run(["--check", "--script", "weather.repl"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("content/transcripts/weather.json matches"))
  }

  @Test func checkReportsTheFirstDifferenceAndFails() throws {
    let repl = try ReplRunner()
    try repl.write("weather.repl", try ReplRunner.goldenText("weather.repl"))
    let changed = try ReplRunner.goldenText("weather.json")
      .replacingOccurrences(of: "Sunny, 22C", with: "Rainy, 12C")
    try repl.write("content/transcripts/weather.json", changed)
    let result = try repl.run(["--check", "--script", "weather.repl"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("weather.repl:17: error: content/transcripts/weather.json differs"))
    #expect(result.stderr.contains("Rainy, 12C"))
    #expect(repl.read("content/transcripts/weather.json") == changed)
  }

  @Test func aFailingCommandStopsTheScriptWithFileAndLine() throws {
    let repl = try ReplRunner()
    try repl.write(
      "bad.repl", ":context 100\n# comment\n:tool arg nope city string\n:context 200\n")
    let result = try repl.run(["--script", "bad.repl"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("bad.repl:3: error: there is no tool named nope"))
    #expect(!result.stdout.contains("200"))
  }

  @Test func standardInputThatIsNotATerminalIsAScript() throws {
    let repl = try ReplRunner()
    let result = try repl.run([], input: ":context 1204\n:help save\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("context size 1,204 tokens"))
    #expect(result.stdout.contains(":save NAME|PATH"))
  }

  @Test func versionPrintsCallsitesVersion() throws {
    let result = try ReplRunner().run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "repl \(Callsite.version)\n")
  }

  @Test func helpDescribesTheOptions() throws {
    let result = try ReplRunner().run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--script FILE") && result.stdout.contains("--check"))
  }

  @Test func escapeSequencesInAToolsOutputArePrintedVisiblyNotSentToTheTerminal() throws {
    let repl = try ReplRunner()
    try repl.write(
      "content/tools/shout.json",
      #"{"type": "function", "function": {"name": "shout", "description": "Shouts", "parameters": {"type": "object", "properties": {}}}, "run": {"reply": "\u001b]0;owned\u0007\u001b[2Jloud\u009b1m"}}"#
    )
    let script = ":tool load shout\n:model manual\n:move call shout {}\n:move say done\nGo\n"
    let result = try repl.run([], input: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("← shout: ^[]0;owned^G^[[2Jloud\\u{9B}1m"))
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let result = try ReplRunner().run(["--frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("error: Unknown option '--frobnicate'."))
    #expect(result.stdout.isEmpty)
  }

  @Test func aMistypedOptionExits64WithTheNearestOne() throws {
    let result = try ReplRunner().run(["--chekc"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: Unknown option '--chekc'. Did you mean '--check'?\nRun 'repl --help' for usage.\n"
    )
  }

  @Test func scriptWithoutAFileExits64() throws {
    let result = try ReplRunner().run(["--script"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: Missing value for '--script FILE'."))
  }

  @Test func theHelpListsEveryOptionOnALineOfItsOwn() throws {
    let result = try ReplRunner().run(["--help"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    for option in ["--script FILE", "--check", "--help", "--version"] {
      #expect(lines.contains { $0.hasPrefix("  \(option) ") }, "\(option)")
    }
  }
}
