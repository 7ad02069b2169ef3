import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A long output folds after its first lines; markup open at the cut must not be split
/// between the two halves.
@Suite struct FoldedOutputTests {
  let renderer = TranscriptHTML(
    transcript: Transcript(entries: []), name: "t", tools: [:], defaultContextSize: 4096,
    root: "../", standalone: false)

  @Test func aMarkThatSpansTheCutIsClosedBeforeTheFoldAndOpenedAgainInside() {
    let lines = (1...12).map { "<span class=\"hl-number\">\($0)</span>," }
    let html = "[\n<mark class=\"compare-differs\">" + lines.joined(separator: "\n") + "</mark>\n]"

    let folded = renderer.folded(html, language: "json")

    let parts = folded.components(separatedBy: "<details class=\"fold\">")
    #expect(parts.count == 2)
    #expect(parts[0].hasSuffix("</mark></code></pre>\n"))
    #expect(parts[1].contains("<code><mark class=\"compare-differs\">"))
    #expect(
      parts.allSatisfy {
        $0.components(separatedBy: "<mark").count == $0.components(separatedBy: "</mark>").count
      })
  }

  @Test func theElementsOpenAtTheEndAreListedOutermostFirst() {
    let open = TranscriptHTML.elementsOpen(
      at: "<mark class=\"a\"><span>x</span><a href=\"#s\">y")
    #expect(open.map(\.name) == ["mark", "a"])
    #expect(open.map { String($0.tag) } == ["<mark class=\"a\">", "<a href=\"#s\">"])
  }

  @Test func anOutputWithNothingOpenAtTheCutFoldsAsBefore() {
    let html = (1...12).map { "<span>\($0)</span>" }.joined(separator: "\n")

    let folded = renderer.folded(html, language: "json")

    #expect(folded.contains("<span>8</span></code></pre>\n<details class=\"fold\">"))
    #expect(folded.contains("<code><span>9</span>"))
  }
}
