import Foundation
import Testing

/// A lesson that shows what `gen compare` prints marks the text block with the command it
/// came from, and the block must be what that command prints today.
///
/// The marker is an HTML comment on the line before a ` ```text ` fence:
/// `<!-- gen compare A B C -->` (names as `gen compare` takes them, looked up in
/// content/transcripts/).
@Suite struct LessonCompareOutputTests {
  /// One marked block: where it is, the command's arguments, and the text pasted under it.
  struct Block: Equatable {
    var line: Int
    var arguments: [String]
    var text: String
  }

  /// The marked blocks of a lesson's text, or the line of a marker with no text block under it.
  static func blocks(in text: String) -> Result<[Block], LineError> {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var out: [Block] = []
    var i = 0
    while i < lines.count {
      let line = lines[i].trimmingCharacters(in: .whitespaces)
      i += 1
      guard line.hasPrefix("<!-- gen compare "), line.hasSuffix(" -->") else { continue }
      let arguments = line.dropFirst("<!-- gen compare ".count).dropLast(" -->".count)
        .split(separator: " ").map(String.init)
      guard i < lines.count, lines[i] == "```text",
        let end = lines[(i + 1)...].firstIndex(of: "```")
      else {
        return .failure(LineError(line: i, message: "no ```text block under the marker"))
      }
      out.append(
        Block(line: i, arguments: arguments, text: lines[(i + 1)..<end].joined(separator: "\n")))
      i = end + 1
    }
    return .success(out)
  }

  /// A marker without its block, at a 1-based line.
  struct LineError: Error, Equatable {
    var line: Int
    var message: String
  }

  /// Every lesson file under content/lessons/, by its path from the repository's root.
  static func lessons() throws -> [String] {
    let root = Binaries.root.appendingPathComponent("content/lessons")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return (files ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "content/lessons/" + $0 }
  }

  @Test func everyMarkedCompareBlockInTheLessonsIsWhatGenComparePrints() throws {
    var checked = 0
    for path in try Self.lessons() {
      let text = try String(
        contentsOf: Binaries.root.appendingPathComponent(path), encoding: .utf8)
      let blocks = try Self.blocks(in: text).get()
      for block in blocks {
        let result = try Binaries.run(
          "gen", ["compare"] + block.arguments, in: Binaries.root,
          environment: ["NO_COLOR": "1"])
        #expect(
          result.status <= 1 && result.stderr.isEmpty, "\(path):\(block.line): \(result.stderr)")
        let printed = String(result.stdout.dropLast(result.stdout.hasSuffix("\n") ? 1 : 0))
        #expect(
          printed == block.text,
          """
          \(path):\(block.line):1: error: the text block is not what `gen compare \
          \(block.arguments.joined(separator: " "))` prints; paste its output between the fences:
          \(printed)
          """)
        checked += 1
      }
    }
    // Lesson 4.4 shows one; a lost marker would leave its block unchecked.
    #expect(checked >= 1, "no lesson marks a gen compare block")
  }

  @Test func aMarkerIsReadWithItsArgumentsAndTheTextBetweenTheFences() throws {
    let lesson = "Intro.\n\n<!-- gen compare a b@x c -->\n```text\nA  a\n\nB  b\n```\nAfter.\n"
    #expect(
      try Self.blocks(in: lesson).get()
        == [Block(line: 3, arguments: ["a", "b@x", "c"], text: "A  a\n\nB  b")])
  }

  @Test func aMarkerWithoutATextBlockUnderItIsAnError() {
    let lesson = "<!-- gen compare a b -->\n\nSome prose.\n"
    #expect(
      Self.blocks(in: lesson)
        == .failure(LineError(line: 1, message: "no ```text block under the marker")))
  }
}
