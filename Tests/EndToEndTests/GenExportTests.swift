import Foundation
import Testing

/// `gen export`, run as a user runs it, against expected files checked by hand
/// (`ExportGolden/`).
@Suite struct GenExportTests {
  static let shapes = Binaries.root.appendingPathComponent("Tests/Fixtures/transcript-shapes")

  static func expected(_ name: String) throws -> String {
    try String(
      contentsOf: Binaries.root.appendingPathComponent("Tests/EndToEndTests/ExportGolden/\(name)"),
      encoding: .utf8)
  }

  @Test(arguments: [
    ("python-sdk-tool-error", "openai"), ("python-sdk-tool-error", "anthropic"),
    ("python-sdk-tool-error", "fm"), ("fm27-reasoning-attachments", "openai"),
    ("fm27-reasoning-attachments", "anthropic"),
  ])
  func exportWritesEachFormatToStandardOutput(fixture: String, format: String) throws {
    let path = Self.shapes.appendingPathComponent("\(fixture).json").path
    let result = try Binaries.run("gen", ["export", path, "--format", format])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == (try Self.expected("\(fixture).\(format).json")))
  }

  @Test func exportLooksANameUpInContentTranscriptsAndWritesOutput() throws {
    let scratch = Scratch()
    let text = try String(
      contentsOf: Self.shapes.appendingPathComponent("python-sdk-tool-error.json"), encoding: .utf8)
    try scratch.write(["content/transcripts/errors.json": text])
    let result = try Binaries.run(
      "gen", ["export", "errors", "--format=anthropic", "--output", "out/errors.json"],
      in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let written = try String(
      contentsOf: scratch.url.appendingPathComponent("out/errors.json"), encoding: .utf8)
    #expect(written == (try Self.expected("python-sdk-tool-error.anthropic.json")))
  }

  @Test func anUnknownNameIsAnErrorNamingTheFileAndTheTranscriptsThereAre() throws {
    let scratch = Scratch()
    try scratch.write(["content/transcripts/one.json": "{}"])
    let result = try Binaries.run("gen", ["export", "two", "--format", "fm"], in: scratch.url)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "content/transcripts/two.json: error: no transcript named \"two\" in content/transcripts/; there are: one\n"
    )
  }

  @Test func aBrokenFileIsAnErrorAtItsLineAndColumn() throws {
    let scratch = Scratch()
    try scratch.write(["bad.json": "{\"type\": \"FoundationModels.Transcript\",\n \"version\": 0}"])
    let result = try Binaries.run(
      "gen", ["export", "bad.json", "--format", "openai"], in: scratch.url)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("bad.json:2:13: error: unsupported transcript version 0"))
  }

  @Test func aNewerVersionExportsWithAWarning() throws {
    let scratch = Scratch()
    let text = try String(
      contentsOf: Self.shapes.appendingPathComponent("fm-session.json"), encoding: .utf8)
    try scratch.write(["new.json": text.replacingOccurrences(of: "\"1.1\"", with: "\"1.4\"")])
    let result = try Binaries.run("gen", ["export", "new.json", "--format", "fm"], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("new.json:3:"))
    #expect(result.stderr.contains(": warning: transcript version \"1.4\" is newer"))
    #expect(result.stdout.contains("\"version\": \"1.4\""))
  }

  @Test func usageErrorsExit64AndHelpDocumentsTheFormats() throws {
    let missing = try Binaries.run("gen", ["export", "x"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("--format is required: openai, anthropic, fm"))
    let wrong = try Binaries.run("gen", ["export", "x", "--format", "antropic"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("Did you mean 'anthropic'?"))
    let help = try Binaries.run("gen", ["export", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: gen export --format openai|anthropic|fm "))
    #expect(help.stdout.contains("anthropic: the request body"))
    let list = try Binaries.run("gen", ["--help"]).stdout
    #expect(list.contains("\n    export ") && list.contains("Write a transcript as an OpenAI"))
  }

  @Test func exportAnswersVersionAndRefusesAnUnknownOptionWithTheNearestOne() throws {
    let version = try Binaries.run("gen", ["export", "x", "--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("gen "))
    let unknown = try Binaries.run("gen", ["export", "x", "--fromat", "fm"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("Unknown option '--fromat'. Did you mean '--format'?"))
    let extra = try Binaries.run("gen", ["export", "x", "y", "--format", "fm"])
    #expect(extra.status == 64)
    #expect(extra.stderr.contains("Unexpected argument 'y'."))
  }
}
