import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Answers every question with `answer` and remembers the questions.
private final class Questions: @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []
  var all: [String] { lock.withLock { asked } }
  func ask(_ question: String) { lock.withLock { asked.append(question) } }
}

private func mode(_ h: Harness, _ path: String) throws -> Int? {
  let url = h.folder.appendingPathComponent(path)
  return try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
}

@Test func savingOverATranscriptTheSessionDidNotOpenIsAnErrorInAScript() async throws {
  let h = Harness([.text("one")])
  try h.write("content/transcripts/first.json", "someone else's transcript")
  try await h.run("First")
  let error = await h.error(":save first")
  #expect(
    error?.message
      == "content/transcripts/first.json already exists and this session did not open it; not saved"
  )
  #expect(error?.hint == "type :save! first to replace it, or save under another name")
  #expect(h.file("content/transcripts/first.json") == "someone else's transcript")
}

@Test func saveWithAnExclamationMarkReplacesAnExistingTranscript() async throws {
  let h = Harness([.text("one")])
  try h.write("content/transcripts/first.json", "someone else's transcript")
  try await h.run("First", ":save! first")
  #expect(h.file("content/transcripts/first.json")?.contains("FoundationModels.Transcript") == true)
}

@Test func interactivelySavingOverAnExistingTranscriptAsksFirst() async throws {
  let h = Harness([.text("one")])
  let questions = Questions()
  await h.playground.attach(
    confirm: { q in
      questions.ask(q)
      return true
    }, askMove: nil, journal: nil)
  try h.write("content/transcripts/first.json", "someone else's transcript")
  try await h.run("First", ":save first")
  #expect(
    questions.all == [
      "content/transcripts/first.json already exists and this session did not open it. Replace it?"
    ])
  #expect(h.file("content/transcripts/first.json") != "someone else's transcript")
}

@Test func savingAgainToTheFileTheSessionSavedDoesNotAsk() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", ":save first", "Second", ":save first")
  let saved = try Transcript(jsonText: h.file("content/transcripts/first.json")!)
  #expect(saved.entries.count == 5)
}

@Test func replacingAFileKeepsItsPermissions() async throws {
  let h = Harness([.text("one")])
  try h.write("content/transcripts/first.json", "old")
  let path = h.folder.appendingPathComponent("content/transcripts/first.json").path
  try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
  try await h.run("First", ":save! first")
  #expect(try mode(h, "content/transcripts/first.json") == 0o640)
  #expect(h.file("content/transcripts/first.json") != "old")
}

@Test func savingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() async throws {
  let h = Harness([.text("one")])
  try h.write("elsewhere/real.json", "old")
  try FileManager.default.createDirectory(
    at: h.folder.appendingPathComponent("content/transcripts"), withIntermediateDirectories: true)
  let link = h.folder.appendingPathComponent("content/transcripts/first.json")
  try FileManager.default.createSymbolicLink(
    atPath: link.path, withDestinationPath: "../../elsewhere/real.json")
  try await h.run("First", ":save! first")
  #expect(
    try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
      == "../../elsewhere/real.json")
  #expect(h.file("elsewhere/real.json")?.contains("FoundationModels.Transcript") == true)
  let left = try FileManager.default.contentsOfDirectory(
    atPath: h.folder.appendingPathComponent("elsewhere").path)
  #expect(left == ["real.json"])
}

@Test func savingAToolOverAFileItWasNotLoadedFromSaysToUseToolSaveBang() async throws {
  let h = Harness()
  try h.write("content/tools/getWeather.json", "{}")
  try await h.weatherTool()
  let error = await h.error(":tool save getWeather")
  #expect(error?.hint == "type :tool save! getWeather to replace it, or save under another name")
  #expect(h.file("content/tools/getWeather.json") == "{}")
  try await h.run(":tool save! getWeather")
  #expect(h.file("content/tools/getWeather.json") != "{}")
}
