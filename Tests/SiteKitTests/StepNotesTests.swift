import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct StepNotesTests {
  @Test func aStepLineStartsANoteAndTheIndentedLinesAfterItContinueIt() throws {
    let notes = try StepNotes.parse(
      "\nstep 3: The call\n  fills `location`.\n\nStep 4: The output.\n")
    #expect(
      notes.notes == [
        StepNotes.Note(step: 3, line: 1, markdown: "The call\nfills `location`.\n"),
        StepNotes.Note(step: 4, line: 4, markdown: "The output.\n"),
      ])
  }

  @Test func textBeforeTheFirstStepLineIsAnErrorAtItsLine() {
    #expect(throws: NoteError.self) { try StepNotes.parse("\nsome words\nstep 1: x") }
    do {
      _ = try StepNotes.parse("\nsome words\nstep 1: x")
    } catch {
      #expect(error.line == 1)
    }
  }

  @Test func aSecondNoteOnTheSameStepIsAnError() {
    do {
      _ = try StepNotes.parse("step 2: one\nstep 2: two")
      Issue.record("a second note on step 2 was accepted")
    } catch {
      #expect(error.line == 1)
      #expect(error.message.contains("second note on step 2"))
    }
  }

  @Test(arguments: ["step: 3", "step three: x", "steps 3: x", "step 3 x", "stepping 3: x"])
  func linesThatOnlyLookLikeAStepLineAreNotOne(line: String) {
    #expect(StepNotes.start(Substring(line)) == nil)
  }

  @Test func aNoteIsMarkdownInSafeModeSoRawHTMLInItIsOmitted() throws {
    let html =
      try StepNotes.parse("step 1: **bold** <script>alert(1)</script> [x](javascript:alert(1))")
      .html()[1] ?? ""
    #expect(html.contains("<strong>bold</strong>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("javascript:"))
  }

  @Test func aNotedStepHoldsItsNoteBesideItsMainPart() throws {
    let transcript = try Transcript(jsonText: TranscriptHTMLTests.twoCalls)
    var html = TranscriptHTML(
      transcript: transcript, name: "t", tools: [:], defaultContextSize: 4096, root: "../../",
      standalone: false)
    html.notes = [3: "<p>Two calls at once.</p>\n"]
    let out = html.render(steps: nil)
    #expect(out.contains("<ol class=\"steps has-notes\">"))
    let start = try #require(
      out.range(of: "<li class=\"step step-tool-call has-note\" id=\"t-step-3\">"))
    let end = try #require(out[start.upperBound...].range(of: "</aside>\n</li>"))
    let step = out[start.upperBound..<end.lowerBound]
    #expect(step.hasPrefix("\n<div class=\"step-main\">"))
    #expect(
      step.hasSuffix(
        "</div>\n<aside class=\"step-note\" aria-label=\"Note on step 3\">\n<p>Two calls at once.</p>\n"
      ))
    #expect(!out.contains("id=\"t-step-4\" class=\"step step-tool-output has-note\""))
  }
}
