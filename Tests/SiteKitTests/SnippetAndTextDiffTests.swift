import CallsiteCore
import Testing

@testable import SiteKit

/// The index's summary field carries a page's headings and the start of its text, from
/// which search shows a snippet; a comparison marks only the words two answers do not share;
/// a transcript's badge says which model made it.
@Suite struct SnippetAndTextDiffTests {
  @Test("the summary field carries the summary, the headings and the start of the text")
  func summaryCarriesAnExcerpt() {
    let page = SearchText(
      kind: "lesson", title: "T", url: "t/index.html", summary: "One line.",
      headings: ["Why", "How"], text: "First  words\nof the page.")
    #expect(page.summaryWithExcerpt == "One line.\u{1F}Why · How\u{1F}First words of the page.")
  }

  @Test("the text in the summary field is capped at a space")
  func excerptIsCapped() {
    let text = Array(repeating: "word", count: 500).joined(separator: " ")
    let capped = SearchText.capped(text, 600)
    #expect(capped.count <= 604 && capped.count >= 595)
    #expect(capped.hasSuffix("word"))
  }

  @Test("only the words one answer does not share with the other are kept out")
  func commonWordsAreKept() {
    let a = CompareHTML.words("It is 22:00 on Friday in Tokyo.")
    let b = CompareHTML.words("It is 10 PM on Friday in Tokyo.")
    let kept = CompareHTML.common(a, b)
    #expect(kept == [0, 1, 3, 4, 5, 6])
  }

  @Test("Qwen2.5-Coder models are named as such, with their size")
  func qwenCoderIsNamed() {
    #expect(
      ModelLabel.describe(model: "qwen2.5-coder-1.5b-instruct", backend: "openai")
        == "Qwen2.5-Coder 1.5B Instruct (small, instruction-tuned)")
  }

  @Test("a FoundationModels file with no provenance is labelled as Apple's on-device model")
  func foundationModelsFileIsAppleOnDevice() {
    let transcript = Transcript(entries: [])
    #expect(ModelLabel.describe(transcript) == ModelLabel.appleOnDevice)
  }
}
