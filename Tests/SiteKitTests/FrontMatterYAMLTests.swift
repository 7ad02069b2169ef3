import Foundation
import Testing

@testable import SiteKit

/// Front matter takes `key: value` text; YAML syntax beyond it is an error, not a string.
@Suite struct FrontMatterYAMLTests {
  func error(_ text: String) -> FrontMatter.Error? {
    do {
      _ = try FrontMatter.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func anUnclosedListIsAnErrorAtItsLineAndColumnThatSaysToQuoteIt() throws {
    let e = try #require(error("---\ntitle: [unclosed\n---\nBody\n"))
    #expect(e.line == 2)
    #expect(e.column == 8)
    #expect(e.message.contains("the value of \"title\" starts with '['"))
    #expect(e.message.contains(#"title: "[unclosed""#))
  }

  @Test(arguments: ["[a, b]", "{a: 1}", "|", ">", "&anchor x", "*alias", "!tag x", "%x", "@x"])
  func aValueStartingWithYAMLSyntaxIsRefused(value: String) throws {
    let e = try #require(error("---\nsummary: \(value)\n---\n"))
    #expect(e.line == 2)
    #expect(e.message.contains("quote the value"))
  }

  @Test func aQuotedValueKeepsTheCharactersAsText() throws {
    let fm = try FrontMatter.parse("---\ntitle: \"[a, b]\"\nsummary: '> quoted'\n---\n")
    #expect(fm["title"] == "[a, b]")
    #expect(fm["summary"] == "> quoted")
  }

  @Test func theCharactersLaterInAValueAreText() throws {
    let fm = try FrontMatter.parse("---\ntitle: Lists [a, b] & more!\n---\n")
    #expect(fm["title"] == "Lists [a, b] & more!")
  }

  @Test func aValueHoldingADoubleQuoteIsSuggestedInSingleQuotes() throws {
    let e = try #require(error("---\ntitle: [the \"best\"]\n---\n"))
    #expect(e.message.hasSuffix(#"title: '[the "best"]'"#))
  }

  @Test func theCoursesLessonsAllHaveFrontMatterThatParses() throws {
    let lessons = Repository.root.appendingPathComponent("content/lessons")
    let walk = try #require(FileManager.default.enumerator(atPath: lessons.path))
    var count = 0
    while let path = walk.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      let text = try String(contentsOf: lessons.appendingPathComponent(path), encoding: .utf8)
      #expect(throws: Never.self, "\(path)") { try FrontMatter.parse(text) }
      count += 1
    }
    #expect(count > 10)
  }
}
