import Testing

@testable import SiteKit

@Suite struct FrontMatterTests {
  @Test func readsKeysValuesAndTheBodyLine() throws {
    let fm = try FrontMatter.parse(
      "---\ntitle: \"A: B\"\nsummary: Short one\ndraft: true\n---\n# Body\n")
    #expect(fm["title"] == "A: B")
    #expect(fm["summary"] == "Short one")
    #expect(fm["draft"] == "true")
    #expect(fm.bodyLine == 6)
    #expect(fm.body == "# Body\n")
  }

  @Test func aFileWithoutFrontMatterIsAllBody() throws {
    let fm = try FrontMatter.parse("# Title\n")
    #expect(fm.fields.isEmpty)
    #expect(fm.body == "# Title\n")
    #expect(fm.bodyLine == 1)
  }

  @Test func aLineWithoutAColonIsAnErrorNamingItsLine() {
    #expect(
      throws: FrontMatter.Error(
        line: 3, column: 1,
        message:
          "expected 'key: value' in the front matter, got \"oops\"; close the block with '---'")
    ) {
      try FrontMatter.parse("---\ntitle: A\noops\n---\n")
    }
  }

  @Test func anUnclosedBlockIsAnError() {
    #expect(throws: FrontMatter.Error.self) { try FrontMatter.parse("---\ntitle: A\n") }
  }

  @Test func aRepeatedKeyIsAnError() {
    #expect(
      throws: FrontMatter.Error(
        line: 3, column: 1, message: "the key \"title\" appears twice in the front matter")
    ) {
      try FrontMatter.parse("---\ntitle: A\ntitle: B\n---\n")
    }
  }

  @Test func commentsAndBlankLinesAreAllowed() throws {
    let fm = try FrontMatter.parse("---\n# a note\n\ntitle: A\n---\nx")
    #expect(fm["title"] == "A")
    #expect(fm.body == "x")
  }
}

@Suite struct FrontMatterLineTests {
  @Test func theLineOfAKeyCountsCommentsAndBlankLines() {
    let text = "---\ntitle: A\n# note\n\ndraft: maybe\n---\nBody\n"
    #expect(FrontMatter.line(of: "draft", in: text) == 5)
    #expect(FrontMatter.line(of: "title", in: text) == 2)
    #expect(FrontMatter.line(of: "slug", in: text) == nil)
  }
}
