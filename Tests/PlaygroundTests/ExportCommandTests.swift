import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func exportOpenAIPrintsTheSessionAsAChatCompletionsRequest() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":export openai")
  let printed = try #require(h.printed.all.last?.text)
  let value = try JSONValue.parse(printed)
  let transcript = await h.playground.transcript
  #expect(value == transcript.exported(as: .openai))
  let roles = value.objectValue?["messages"]?.arrayValue?.compactMap {
    $0.objectValue?["role"]?.stringValue
  }
  #expect(roles?.suffix(2) == ["user", "assistant"])
}

@Test func exportWritesEachFormatToAFileNamedOrPathed() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":export anthropic run.json", ":export fm session")
  let transcript = await h.playground.transcript
  let anthropic = try String(
    contentsOf: h.folder.appendingPathComponent("run.json"), encoding: .utf8)
  #expect(try JSONValue.parse(anthropic) == transcript.exported(as: .anthropic))
  let fm = try String(
    contentsOf: h.folder.appendingPathComponent("content/exports/session.json"), encoding: .utf8)
  #expect(fm == transcript.exported(as: .fm).serialized())
  #expect(h.printed.all.last?.text == "wrote content/exports/session.json")
}

@Test func exportInAnUnknownFormatNamesTheFormatsThereAre() async {
  let h = Harness()
  let error = await h.error(":export xml")
  #expect(error?.message == "unknown export format \"xml\"")
  #expect(error?.hint == "use openai, anthropic or fm")
}

@Test func exportCompletesItsFormats() {
  let found = Completer.candidates(
    line: ":export a", word: "a", toolNames: [], baseDirectory: URL(fileURLWithPath: "/"))
  #expect(found == ["anthropic"])
}
