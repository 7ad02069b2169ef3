import Foundation
import Testing

@testable import SiteKit

/// The small course with one suite's results: a passing and a failing run, and a lesson
/// that shows the scorecard.
let scorecardCourse: [String: String] = {
  var course = smallCourse
  course["content/lessons/02-more/01-extra.md"] =
    "---\ntitle: Extra\n---\nHow often?\n\n```scorecard greet\n```\n"
  course["content/suites/greet.results.json"] = """
    {"suite": "greet", "title": "Greetings <b>", "temperature": 0.7, "repeat": 2, "threshold": 0.5,
     "models": [{"id": "offline-reference", "provenance": {"model": "offline-reference", "backend": "offline"}},
                {"id": "qwen2.5-0.5b", "provenance": {"model": "qwen2.5-0.5b", "backend": "openai", "options": {"temperature": 0.7}}}],
     "cases": [{"name": "hi", "prompts": ["Say <hi>"], "expects": ["calls none", "answer contains hello"],
       "runs": [
         {"model": "offline-reference", "verdict": "pass", "classes": [], "reasons": [], "transcript": "runs/aaaa.json"},
         {"model": "qwen2.5-0.5b", "seed": 1, "verdict": "pass", "classes": [], "reasons": [], "transcript": "runs/aaaa.json"},
         {"model": "qwen2.5-0.5b", "seed": 2, "verdict": "fail", "classes": ["wrong-answer"],
          "reasons": ["turn 1: the answer does not pass 'contains \\"hello\\"'"], "transcript": "runs/bbbb.json"},
         {"model": "qwen2.5-0.5b", "seed": 3, "verdict": "fail", "classes": ["run-error"],
          "reasons": ["the run's transcript could not be saved: disk full"], "transcript": ""}]}]}
    """
  course["content/suites/greet/runs/aaaa.json"] = course["content/transcripts/tiny.json"]!
  course["content/suites/greet/runs/bbbb.json"] = course["content/transcripts/tiny.json"]!
    .replacingOccurrences(of: "Hello **there**.", with: "Go away.")
  return course
}()

@Suite struct ScorecardSiteTests {
  @Test func theScorecardPagesBuildToTheExpectedFiles() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let files = folder.read("site").filter {
      $0.key.hasPrefix("scorecards/") || $0.key == "more/extra/index.html"
    }
    let listing = files.keys.sorted().map { "=== \($0)\n\(files[$0]!)" }.joined(separator: "\n")
    assertSnapshot(listing, named: "site-scorecard.txt")
  }

  @Test func aRunErrorWithoutATranscriptIsCountedAndShownWithItsReason() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let page = try #require(folder.read("site")["scorecards/greet/index.html"])
    #expect(page.contains("<span class=\"scorecard-rate\">1/3</span>"))
    #expect(page.contains("<li>run error ×1</li>"))
    #expect(
      page.contains(
        "<span class=\"scorecard-unsaved\">seed 3: the run&#39;s transcript could not be saved: disk full</span>"
      ))
  }

  @Test func aThresholdOfZeroIsNotAnnouncedOnThePage() throws {
    let folder = TemporaryFolder()
    var course = scorecardCourse
    course["content/suites/greet.results.json"] = course["content/suites/greet.results.json"]!
      .replacingOccurrences(of: "\"threshold\": 0.5", with: "\"threshold\": 0")
    try folder.write(course)
    try buildSite(in: folder)
    let page = try #require(folder.read("site")["scorecards/greet/index.html"])
    #expect(page.contains("each case run several times per model and scored.</p>"))
    #expect(!page.contains("threshold"))
  }

  @Test func onlyTheFailingRunGetsAPage() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let pages = folder.read("site").keys.filter { $0.hasPrefix("scorecards/greet/runs/") }
    #expect(pages == ["scorecards/greet/runs/bbbb/index.html"])
  }

  @Test func aLessonShowingAScorecardIsRenderedAgainWhenItsResultsChange() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let results = scorecardCourse["content/suites/greet.results.json"]!
    try folder.write([
      "content/suites/greet.results.json": results.replacingOccurrences(
        of: "Greetings <b>", with: "Salutations")
    ])
    try buildSite(in: folder)
    let lesson = try #require(folder.read("site")["more/extra/index.html"])
    #expect(lesson.contains("Salutations: pass rate"))
  }

  @Test func theScorecardIsInTheSearchIndex() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let search = folder.read("site").filter { $0.key.hasPrefix("search") }.values.joined()
    #expect(search.contains("scorecards/greet/index.html"))
  }

  @Test func textFromTheResultsIsEscaped() throws {
    let folder = TemporaryFolder()
    try folder.write(scorecardCourse)
    try buildSite(in: folder)
    let page = try #require(folder.read("site")["scorecards/greet/index.html"])
    #expect(page.contains("Say &lt;hi&gt;"))
    #expect(!page.contains("<hi>"))
    #expect(!page.contains("Greetings <b>"))
  }

  @Test func aBlockNamingASuiteWithoutResultsIsAnError() throws {
    let folder = TemporaryFolder()
    var course = smallCourse
    course["content/lessons/02-more/01-extra.md"] =
      "---\ntitle: Extra\n---\n```scorecard nope\n```\n"
    try folder.write(course)
    #expect(throws: BuildFailure.self) { try buildSite(in: folder) }
  }
}
