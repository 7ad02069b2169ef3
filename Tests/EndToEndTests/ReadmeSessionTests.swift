import Foundation
import Testing

/// The README's sample session is what `repl` prints today.
@Suite struct ReadmeSessionTests {
  /// The lines of the README's `$ .build/debug/repl` block, after that line.
  static func sample() throws -> [String] {
    let readme = try String(
      contentsOf: Binaries.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "$ .build/debug/repl"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    return Array(lines[(start + 1)..<end])
  }

  @Test func theReadmesSampleSessionMatchesWhatReplPrints() throws {
    let sample = try Self.sample()
    let prompt = "callsite> "
    let inputs = sample.filter { $0.hasPrefix(prompt) }.map { String($0.dropFirst(prompt.count)) }
    let expected = sample.filter { !$0.hasPrefix(prompt) }
    #expect(inputs.count >= 3)
    let scratch = Scratch()
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("content"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Binaries.root.appendingPathComponent("content/tools"),
      to: scratch.url.appendingPathComponent("content/tools"))
    let result = try Binaries.run(
      "repl", [], in: scratch.url, input: inputs.joined(separator: "\n") + "\n",
      environment: ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path])
    #expect(result.status == 0, "\(result.stderr)")
    let actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let mismatch = ElidedLines.firstMismatch(expected: expected, actual: actual)
    #expect(mismatch == nil, "README.md's sample session is out of date: \(mismatch ?? "")")
  }

  @Test func anEllipsisStandsForTextInALineAndForLinesAfterALineEndingInOne() {
    #expect(ElidedLines.matches("a … c", "a b c"))
    #expect(!ElidedLines.matches("a … c", "a b d"))
    #expect(ElidedLines.matches("{\"x\":1,…", "{\"x\":1,\"y\":2}"))
    #expect(ElidedLines.matches("Here. …", "Here."))
    #expect(
      ElidedLines.firstMismatch(expected: ["one …", "four"], actual: ["one two", "three", "four"])
        == nil)
    #expect(
      ElidedLines.firstMismatch(expected: ["one", "four"], actual: ["one", "three", "four"])
        != nil)
  }
}
