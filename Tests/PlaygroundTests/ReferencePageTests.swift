import Foundation
import Playground
import Testing

@Suite struct ReferencePageTests {
  /// The course's repl reference lists the commands from the command table itself.
  @Test func theCommandReferenceMatchesTheCommandTable() throws {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let page = try String(
      contentsOf: root.appendingPathComponent("content/lessons/05-reference/01-repl-commands.md"),
      encoding: .utf8)
    let begin = try #require(page.range(of: "<!-- commands:begin -->\n"))
    let end = try #require(page.range(of: "<!-- commands:end -->"))
    let listed = String(page[begin.upperBound..<end.lowerBound])
    let generated = CommandTable.markdown().split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(2).joined(separator: "\n")
    // RECORD_REFERENCE=1 writes the generated list between the markers (and the test fails).
    if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
      let rewritten =
        String(page[..<begin.upperBound])
        + generated.trimmingCharacters(in: .whitespacesAndNewlines) + "\n\n"
        + String(page[end.lowerBound...])
      try rewritten.write(
        to: root.appendingPathComponent("content/lessons/05-reference/01-repl-commands.md"),
        atomically: true, encoding: .utf8)
      Issue.record(
        "rewrote the command list of 01-repl-commands.md; run again without RECORD_REFERENCE")
    }
    #expect(
      listed.trimmingCharacters(in: .whitespacesAndNewlines)
        == generated.trimmingCharacters(in: .whitespacesAndNewlines),
      "regenerate the list between the markers from CommandTable.markdown()")
  }
}
