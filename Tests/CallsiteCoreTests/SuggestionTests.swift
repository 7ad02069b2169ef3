import CallsiteCore
import Testing

@Suite struct SuggestionTests {
  @Test func twoSwappedLettersAreOneStep() {
    #expect(Suggestion.distance("biuld", "build") == 1)
    #expect(Suggestion.closest("biuld", among: ["serve", "build", "check"]) == "build")
  }

  @Test func aMissingLetterIsSuggested() {
    #expect(Suggestion.closest("clen", among: ["clean", "strict", "drafts"]) == "clean")
  }

  @Test func theNearestCandidateWinsOverAnEarlierFartherOne() {
    #expect(Suggestion.closest("scrit", among: ["strict", "script"]) == "script")
  }

  @Test func onATieTheEarlierCandidateWins() {
    #expect(Suggestion.closest("cat", among: ["bat", "hat"]) == "bat")
  }

  @Test func caseIsIgnored() {
    #expect(Suggestion.closest("HELP", among: ["help", "quit"]) == "help")
  }

  @Test func aShortWordIsNotMatchedToAnUnrelatedOne() {
    #expect(Suggestion.closest("xy", among: ["ab", "cd"]) == nil)
    #expect(Suggestion.closest("frobnicate", among: ["script", "check", "help"]) == nil)
  }

  @Test func theWordItselfIsNotSuggested() {
    #expect(Suggestion.closest("help", among: ["help"]) == nil)
  }

  @Test func theAllowedDistanceGrowsWithTheWord() {
    #expect(Suggestion.threshold(for: "abcd") == 1)
    #expect(Suggestion.threshold(for: "abcdefgh") == 2)
    #expect(Suggestion.threshold(for: "abcdefghi") == 3)
  }
}
