import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct GenReferencePageTests {
  /// The page, from this file's place in the repository.
  static let page: URL = {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    return root.appendingPathComponent("content/lessons/05-reference/02-gen-commands.md")
  }()

  /// The course's gen reference holds each subcommand's usage and table as its declaration
  /// makes them.
  @Test func theGenReferenceMatchesTheDeclarations() throws {
    var page = try String(contentsOf: Self.page, encoding: .utf8)
    let original = page
    for (name, generated) in GenReference.sections {
      let begin = try #require(page.range(of: "<!-- \(name):begin -->\n"), "\(name)")
      let end = try #require(page.range(of: "<!-- \(name):end -->"), "\(name)")
      let listed = String(page[begin.upperBound..<end.lowerBound])
      #expect(
        listed.trimmingCharacters(in: .whitespacesAndNewlines)
          == generated.trimmingCharacters(in: .whitespacesAndNewlines),
        "regenerate \(name)'s part of 02-gen-commands.md with RECORD_REFERENCE=1")
      page.replaceSubrange(begin.upperBound..<end.lowerBound, with: generated + "\n")
    }
    // RECORD_REFERENCE=1 writes the generated parts between the markers (and the test fails).
    if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1", page != original {
      try page.write(to: Self.page, atomically: true, encoding: .utf8)
      Issue.record("rewrote 02-gen-commands.md; run again without RECORD_REFERENCE")
    }
  }

  @Test func everySubcommandHasASectionInTheGenReference() {
    #expect(GenReference.sections.map(\.name) == GenCommand.subcommands.map { $0.declaration.name })
  }
}
