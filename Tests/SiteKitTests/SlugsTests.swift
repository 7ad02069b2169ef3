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
}
