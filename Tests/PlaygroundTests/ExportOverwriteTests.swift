import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func exportingOverAFileTheSessionDidNotWriteIsAnErrorInAScript() async throws {
  let h = Harness([.text("one")])
  try h.write("content/transcripts/first.json", "a transcript")
  try await h.run("First")
  let error = await h.error(":export openai content/transcripts/first.json")
  #expect(
    error?.message
      == "content/transcripts/first.json already exists and this session did not open it; not saved"
  )
  #expect(
    error?.hint
      == "type :export! openai content/transcripts/first.json to replace it, or save under another name"
  )
  #expect(h.file("content/transcripts/first.json") == "a transcript")
}

@Test func exportWithAnExclamationMarkReplacesAnExistingFile() async throws {
  let h = Harness([.text("one")])
  try h.write("content/exports/run.json", "old")
  try await h.run("First", ":export! openai run")
  let transcript = await h.playground.transcript
  let written = try #require(h.file("content/exports/run.json"))
  #expect(try JSONValue.parse(written) == transcript.exported(as: .openai))
}

@Test func exportingAgainToTheFileTheSessionWroteDoesNotAsk() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", ":export fm run", "Second", ":export fm run")
  let transcript = await h.playground.transcript
  #expect(h.file("content/exports/run.json") == transcript.exported(as: .fm).serialized())
}

@Test func exportDuringReplayAgainstWritesNothingAndHoldsNothing() async throws {
  let h = Harness([.text("one")])
  await h.playground.setSaving(suffix: nil, hold: true)
  try await h.run("First", ":export openai run")
  #expect(h.file("content/exports/run.json") == nil)
  #expect(await h.playground.heldSaves.isEmpty)
  #expect(
    h.printed.all.last?.text
      == "content/exports/run.json not written (--replay-against writes nothing)")
}
