import CallsiteCore
import Foundation
import Playground
import Testing

@Suite struct ReplVariantOptionsTests {
  @Test func asModelAndReplayAgainstAreReadWithAScript() throws {
    let request = try ReplCommandLine.parse([
      "s.repl", "--model", "openai --model qwen", "--as", "qwen",
    ])
    #expect(
      request == .run(ReplLaunch(script: "s.repl", model: "openai --model qwen", suffix: "qwen")))
    let replay = try ReplCommandLine.parse([
      "--script", "s.repl", "--replay-against", "06-outside-us",
    ])
    #expect(replay == .run(ReplLaunch(script: "s.repl", replayAgainst: "06-outside-us")))
  }

  @Test func aSuffixThatIsNotPartOfAFileNameIsAUsageError() {
    #expect(throws: UsageError.self) { try ReplCommandLine.parse(["s.repl", "--as", "../up"]) }
    #expect(throws: UsageError.self) { try ReplCommandLine.parse(["s.repl", "--as", ""]) }
  }

  @Test func replayAgainstWithCheckOrAModelIsAUsageError() {
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["s.repl", "--replay-against", "a", "--check"])
    }
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["s.repl", "--replay-against", "a", "--model", "offline"])
    }
  }

  @Test func aSuffixGoesBeforeTheJSONExtensionOfAPath() {
    #expect(SaveVariants.name("raleigh", suffix: "qwen") == "raleigh@qwen")
    #expect(SaveVariants.name("out/raleigh.json", suffix: "qwen") == "out/raleigh@qwen.json")
  }

  @Test func aVariantRecordedAgainstALiveServerIsNotReproducible() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("variants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var transcript = Transcript()
    transcript.callsite.provenance = Provenance(model: "qwen", backend: "openai")
    let live = folder.appendingPathComponent("a@qwen.json")
    try Data(transcript.jsonText.utf8).write(to: live)
    transcript.callsite.provenance = Provenance(model: "offline-reference", backend: "offline")
    try Data(transcript.jsonText.utf8).write(to: folder.appendingPathComponent("a@again.json"))
    try Data("{}".utf8).write(to: folder.appendingPathComponent("ab.json"))
    let variants = SaveVariants.variants(of: folder.appendingPathComponent("a.json"))
    #expect(variants.map(\.suffix) == ["again", "qwen"])
    guard case .failure(let reason) = SaveVariants.modelLine(for: live) else {
      Issue.record("a live server's run was taken as reproducible")
      return
    }
    #expect(reason.message.contains("the openai backend (model qwen), which needs a live server"))
    #expect(try SaveVariants.modelLine(for: variants[0].url).get() == ":model offline")
  }
}
