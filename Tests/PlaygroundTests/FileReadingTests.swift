import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Writes `text` at `path` in the harness's folder with its `!` replaced by the byte 0xE9,
/// which alone is not UTF-8.
private func writeWithBadByte(_ h: Harness, _ path: String, _ text: String) throws {
  let url = h.folder.appendingPathComponent(path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8.map { $0 == UInt8(ascii: "!") ? 0xE9 : $0 }).write(to: url)
}

@Test func aToolFileThatIsNotUTF8IsRefusedAtItsLineAndColumn() async throws {
  let h = Harness()
  try writeWithBadByte(
    h, "content/tools/bad.json",
    "{\"type\": \"function\",\n \"function\": {\"name\": \"bad\", \"description\": \"caf!\"}}")
  let error = await h.error(":tool load bad")
  #expect(
    error?.message.hasPrefix("content/tools/bad.json:2:49: error: ") == true,
    "\(String(describing: error))")
  #expect(error?.message.contains("not valid UTF-8") == true)
  #expect(await h.playground.toolNames.isEmpty)
}

@Test func aTranscriptThatIsNotUTF8IsRefusedAtItsLineAndColumn() async throws {
  let h = Harness()
  try writeWithBadByte(
    h, "content/transcripts/bad.json",
    "{\"type\": \"FoundationModels.Transcript\",\n\n \"version\": \"!\"}")
  let error = await h.error(":open bad")
  #expect(error?.message.hasPrefix("content/transcripts/bad.json:3:14: error: ") == true)
}
