import Testing

@testable import SiteKit

@Suite struct SlugsTests {
  @Test(arguments: [
    ("01-why-tools.md", "why-tools"),
    ("10_reference", "reference"),
    ("3.intro.md", "intro"),
    ("007", "007"),
    ("12-", "12-"),
    ("Hello World.md", "hello-world"),
    ("02-Tool_Calls.md", "tool-calls"),
    ("café-crème.md", "café-crème"),
    ("plain", "plain"),
    ("99-ä.md", "ä"),
  ])
  func fileNamesBecomeSlugs(name: String, slug: String) {
    #expect(Slugs.fromFileName(name) == slug)
  }

  @Test(arguments: [
    ("javascript:alert(1)", "javascript-alert-1-"),
    ("../../etc/x.md", "..-..-etc-x"),
    ("a?b#c%20\"d'.md", "a-b-c-20-d-"),
    ("..", ".."),
    (".", "."),
    ("", ""),
  ])
  func slugsKeepOnlyWhatIsSafeInOnePathSegment(name: String, slug: String) {
    #expect(Slugs.fromFileName(name) == slug)
  }

  @Test(arguments: [
    ("a\u{7}b", "contains the control character U+0007"),
    ("a\u{7F}", "contains the control character U+007F"),
    ("é\u{85}", "contains the control character U+0085"),
    ("a/b\u{1}", "contains '/', which would split it into folders"),
    ("a\\b", "contains '\\', which would split it into folders"),
  ])
  func aPathSegmentWithAControlCharacterOrASeparatorIsRefused(name: String, problem: String) {
    #expect(PathSegment.problem(name) == problem)
  }

  @Test func aPathSegmentOfLettersFromAnyScriptPasses() {
    #expect(PathSegment.problem("première-étape") == nil)
    #expect(PathSegment.problem("\u{A0}ß\u{100}") == nil)
  }
}
