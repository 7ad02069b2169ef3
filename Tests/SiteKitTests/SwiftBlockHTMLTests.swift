import Markdown
import Testing

@testable import SiteKit

/// ` ```swift ` blocks: highlighted code, or with `fragment` a labelled piece the course's
/// compile test leaves out.
@Suite struct SwiftBlockHTMLTests {
  @Test("a swift fragment block is shown under a visible Fragment label")
  func fragmentIsLabelled() throws {
    let html = try SwiftBlockHTML.render(
      FencedBlock(language: "swift", arguments: "fragment", code: "x += 1\n", line: 4))
    #expect(html.hasPrefix("<div class=\"code-fragment\"><p class=\"fragment-label\">Fragment</p>"))
    #expect(html.contains("<pre class=\"code\" data-lang=\"swift\">"))
  }

  @Test("a plain swift block has no fragment label")
  func plainBlockIsUnlabelled() throws {
    let html = try SwiftBlockHTML.render(
      FencedBlock(language: "swift", arguments: "", code: "let x = 1\n", line: 4))
    #expect(!html.contains("Fragment"))
    #expect(html.hasPrefix("<pre class=\"code\" data-lang=\"swift\">"))
  }

  @Test("an unknown option on a swift block is an error at the block's line, naming fragment")
  func unknownOptionIsAnError() {
    #expect {
      _ = try SwiftBlockHTML.render(
        FencedBlock(language: "swift", arguments: "fragmnet", code: "x\n", line: 12))
    } throws: { error in
      guard let error = error as? BlockRenderError else { return false }
      return error.line == 12 && error.message.contains("\"fragmnet\"")
        && error.message.contains("```swift fragment")
    }
  }
}
