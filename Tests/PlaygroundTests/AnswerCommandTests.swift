import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func answerReplacesTheLastResponseAndMarksItAsTheAuthors() async throws {
  let h = Harness([.text("Here is the forecast.")])
  try await h.run("What should I pack?", ":answer \"Pack a rain jacket.\"")
  let t = await h.playground.transcript
  guard case .response(let r)? = t.entries.last else {
    Issue.record("the transcript does not end with a response")
    return
  }
  #expect(r.segments.map(\.plainText) == ["Pack a rain jacket."])
  #expect(t.authoredAnswerIDs == [r.id])
}

@Test func answerEstimatesTheTokensOfTheNewText() async throws {
  let h = Harness([.text("Short.")])
  try await h.run("What should I pack?", ":answer \"\(String(repeating: "word ", count: 40))\"")
  let t = await h.playground.transcript
  #expect(t.callsite.tokens["entry-3"]?.count == TokenEstimator.tokens(in: t.entries[2]))
  #expect(t.callsite.tokens["entry-3"]?.count ?? 0 > 40)
}

@Test func answerWithoutATurnSaysWhatToDo() async {
  let h = Harness()
  let error = await h.error(":answer \"Pack a rain jacket.\"")
  #expect(error?.message == "the transcript does not end with an answer to replace")
}

@Test func anEmptyAnswerIsRefused() async throws {
  let h = Harness([.text("one")])
  try await h.run("First")
  #expect(await h.error(":answer \"  \"")?.message == "the answer is empty")
}

@Test func undoingTheTurnForgetsItsAuthoredAnswer() async throws {
  // The new turn reuses the freed ids (entry-5), which must not read as the author's.
  let h = Harness([.text("one"), .text("two"), .text("three")])
  try await h.run("First", "Second", ":answer \"Mine.\"", ":undo", "Second again")
  #expect(await h.playground.transcript.authoredAnswerIDs.isEmpty)
}

@Test func aLaterTurnKeepsTheAuthoredAnswerMarked() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", ":answer \"Mine.\"", ":set date 2026-05-01T13:00:00Z", "Second")
  #expect(await h.playground.transcript.authoredAnswerIDs == ["entry-3"])
}

@Test func aSavedTranscriptKeepsTheAuthoredAnswerInItsProvenance() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":answer \"Mine.\"", ":save first")
  let saved = try Transcript(jsonText: h.file("content/transcripts/first.json")!)
  #expect(saved.authoredAnswerIDs == ["entry-3"])
}
