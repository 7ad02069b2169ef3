import Testing

@testable import SiteKit

/// A comparison cell's one-line label keeps what tells the runs apart.
@Suite struct CompareCellNameTests {
  @Test func theWordsEveryRunsNameStartsWithAreLeftToTheRunsList() {
    let names = [
      "11-brioche-foundationmodels", "11-brioche-offline", "11-brioche-offline@gemma-270m",
    ]
    #expect(CompareHTML.cellNames(names) == ["foundationmodels", "offline", "offline@gemma-270m"])
  }

  @Test func namesThatWouldBeLeftTooShortAreKeptWhole() {
    let names = ["05-packing-list", "05-packing-list@qwen0.5b"]
    #expect(CompareHTML.cellNames(names) == names)
  }

  @Test func namesWithNothingInCommonAreKeptWhole() {
    #expect(CompareHTML.cellNames(["alpha", "beta-two"]) == ["alpha", "beta-two"])
  }
}
