import Foundation
import Markdown
import Testing

/// One table example of the GFM specification or of cmark-gfm's extension tests, from the
/// project's copy in `Tests/Fixtures/gfm-tables` (see its `NOTICE.md`).
struct GFMTableExample: Decodable, CustomTestStringConvertible, Sendable {
  var source: String
  var example: Int
  var section: String
  var markdown: String
  var html: String

  var testDescription: String { "\(source) example \(example) (\(section))" }

  private struct File: Decodable {
    var spec: [GFMTableExample]
    var extensions: [GFMTableExample]
  }

  /// Every example, the specification's first; none when the fixture cannot be read, which
  /// `theFixtureHoldsEveryExample` reports.
  static let all: [GFMTableExample] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/gfm-tables/tables.json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.spec + file.extensions
  }()
}

@Suite struct GFMTableExampleTests {
  /// cmark-gfm's reference renderer: no curly quotes (an example has an apostrophe), and
  /// nothing else of this project's own.
  let renderer = MarkdownRenderer(
    options: MarkdownOptions(smartPunctuation: false, headingAnchors: false))

  @Test func theFixtureHoldsEveryExample() {
    // Eight of the specification's section, eight of cmark-gfm's extension tests.
    #expect(GFMTableExample.all.filter { $0.source == "spec.txt" }.count == 8)
    #expect(GFMTableExample.all.count == 16)
  }

  @Test(arguments: GFMTableExample.all)
  func everyExampleRendersExactlyAsCmarkGFMDoes(example: GFMTableExample) {
    // Compared byte for byte: no normalisation of white space is needed.
    #expect(renderer.render(example.markdown).html == example.html)
  }
}
