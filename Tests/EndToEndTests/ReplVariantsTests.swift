import Foundation
import Testing

/// `repl --as`, `--check` over recorded variants, and `--replay-against`, run as an author
/// runs them on a copy of one of the course's sessions.
@Suite struct ReplVariantsTests {
  static let script = """
    :set date 2026-05-01T13:00:00Z
    :tool load getCoordinates
    :instructions set "Use getCoordinates to find places."
    Where is Raleigh?
    :save! where

    """

  func scratch() throws -> Scratch {
    let scratch = Scratch()
    let tool = try String(
      contentsOf: Binaries.root.appendingPathComponent("content/tools/getCoordinates.json"),
      encoding: .utf8)
    try scratch.write(["content/tools/getCoordinates.json": tool, "where.repl": Self.script])
    return scratch
  }

  func file(_ scratch: Scratch, _ path: String) throws -> String {
    try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func asSavesBesideTheTranscriptAndCheckChecksEachReproducibleVariant() throws {
    let s = try scratch()
    #expect(try Binaries.run("repl", ["where.repl"], in: s.url).status == 0)
    let recorded = try Binaries.run(
      "repl", ["where.repl", "--model", "offline", "--as", "again"], in: s.url)
    #expect(recorded.status == 0)
    #expect(recorded.stdout.contains("content/transcripts/where@again.json"))
    let variant = try file(s, "content/transcripts/where@again.json")
    #expect(
      variant.contains("\"backend\" : \"offline\"") || variant.contains("\"backend\": \"offline\""))
    // A variant from a live server is skipped, saying so.
    let live = variant.replacingOccurrences(of: "\"offline\"", with: "\"openai\"")
    try s.write(["content/transcripts/where@live.json": live])
    let checked = try Binaries.run("repl", ["where.repl", "--check"], in: s.url)
    #expect(checked.status == 0)
    #expect(checked.stdout.contains("content/transcripts/where@again.json matches (model offline)"))
    #expect(
      checked.stdout.contains(
        "skipped content/transcripts/where@live.json: recorded with the openai backend"))
  }

  @Test func checkFailsWhenAnOfflineVariantNoLongerMatches() throws {
    let s = try scratch()
    #expect(try Binaries.run("repl", ["where.repl"], in: s.url).status == 0)
    let saved = try file(s, "content/transcripts/where.json")
    try s.write([
      "content/transcripts/where@old.json": saved.replacingOccurrences(
        of: "Where is Raleigh?", with: "Where is Durham?")
    ])
    let checked = try Binaries.run("repl", ["where.repl", "--check"], in: s.url)
    #expect(checked.status == 1)
    #expect(checked.stdout.contains("line 5: error: content/transcripts/where@old.json differs"))
  }

  @Test func replayAgainstShowsAnEditedDescriptionAndWritesNothing() throws {
    let s = try scratch()
    #expect(try Binaries.run("repl", ["where.repl"], in: s.url).status == 0)
    let saved = try file(s, "content/transcripts/where.json")
    let tool = try file(s, "content/tools/getCoordinates.json")
    try s.write([
      "content/tools/getCoordinates.json": tool.replacingOccurrences(
        of: "Find the latitude and longitude of a place", with: "Turn a place into coordinates")
    ])
    let result = try Binaries.run("repl", ["where.repl", "--replay-against", "where"], in: s.url)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "getCoordinates description: A \"Find the latitude and longitude of a place\" · B \"Turn a place into coordinates\""
      ))
    #expect(result.stdout.contains("The tool calls agree."))
    #expect(try file(s, "content/transcripts/where.json") == saved)
  }
}
