import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A long output is shown as two `<pre>` blocks, the first lines and a fold; an element that
/// spans the line where the fold starts must not be left open across the two.
@Suite struct FoldNestingTests {
  func html() throws -> TranscriptHTML {
    TranscriptHTML(
      transcript: try Transcript(
        jsonText:
          #"{"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": []}}"#),
      name: "t", tools: [:], defaultContextSize: 4096, root: "../../", standalone: false)
  }

  /// Eleven lines, a mark opened on line 8 and closed on line 10.
  let output =
    (1...7).map { "line \($0)" }.joined(separator: "\n")
    + "\n<mark class=\"compare-differs\"><span class=\"hl-string\">[8\n9</span>\n10]</mark>\n11"

  @Test func aMarkAcrossTheFoldIsClosedBeforeItAndOpenedAgainInsideIt() throws {
    let folded = try html().folded(output, language: "json")
    let parts = folded.components(separatedBy: "<details class=\"fold\">")
    #expect(parts.count == 2)
    #expect(parts[0].contains("[8</span></mark></code></pre>"))
    #expect(
      parts[1].contains("<code><mark class=\"compare-differs\"><span class=\"hl-string\">9</span>"))
  }

  @Test func openTagsListsOnlyTheElementsStillOpenOutermostFirst() {
    let open = TranscriptHTML.openTags("<a href=\"x\">a</a><mark><span class=\"k\">b</span><span>c")
    #expect(open.map(\.name) == ["mark", "span"])
    #expect(open.map(\.tag) == ["<mark>", "<span>"])
  }
}
