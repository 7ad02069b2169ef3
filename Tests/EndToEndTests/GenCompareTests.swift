import Foundation
import Testing

/// `gen compare`, run as a user runs it, on the course's transcripts.
@Suite struct GenCompareTests {
  static func course(_ name: String) -> URL {
    Binaries.root.appendingPathComponent("content/transcripts/\(name).json")
  }

  @Test func transcriptsWhoseCallsAgreeExitZeroAndSaySo() throws {
    let result = try Binaries.run(
      "gen",
      ["compare", Self.course("06-outside-us").path, Self.course("06-outside-us-reported").path])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("The tool calls agree.\n"))
    #expect(
      result.stdout.contains(
        "step 5: both calls failed: 06-outside-us's call to getWeatherForecast failed"))
    #expect(
      result.stdout.contains(
        "; 06-outside-us-reported's call failed and the error went back to the model."))
  }

  @Test func transcriptsWhoseCallsDifferExitOneAndTheReportIsPlainOffATerminal() throws {
    let result = try Binaries.run(
      "gen", ["compare", Self.course("03-geocode").path, Self.course("01-current-time").path])
    #expect(result.status == 1)
    #expect(result.stdout.hasSuffix("The tool calls differ.\n"))
    #expect(!result.stdout.contains("\u{1B}["))
  }

  @Test func namesAreLookedUpInTheContentFolder() throws {
    let scratch = Scratch()
    let text = try String(contentsOf: Self.course("03-geocode"), encoding: .utf8)
    try scratch.write(["content/transcripts/a.json": text, "content/transcripts/b.json": text])
    let result = try Binaries.run("gen", ["compare", "a", "b", "c"], in: scratch.url)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("content/transcripts/c.json: error: no transcript named \"c\""))
    let two = try Binaries.run("gen", ["compare", "a", "b"], in: scratch.url)
    #expect(two.status == 0)
    #expect(two.stdout.hasPrefix("A  a  offline-reference (offline)"))
  }

  @Test func oneTranscriptIsAUsageError() throws {
    let result = try Binaries.run("gen", ["compare", "a"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("a comparison needs two transcripts or more"))
  }
}
