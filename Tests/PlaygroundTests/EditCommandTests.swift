import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// An editor for tests: hands back what `change` makes of the text, and keeps what it got.
final class FakeEditor: @unchecked Sendable {
  private let lock = NSLock()
  private var changes: [(String) -> String]
  private(set) var opened: [(text: String, file: String)] = []

  init(_ changes: [(String) -> String]) { self.changes = changes }

  func edit(_ text: String, _ file: String) -> EditorResult {
    lock.withLock {
      opened.append((text, file))
      guard !changes.isEmpty else { return .failed("the editor (false) exited with status 1") }
      return .text(changes.removeFirst()(text))
    }
  }
}

extension Harness {
  /// Connects `editor` as the author's editor, answering `confirm` to questions.
  func attach(_ editor: FakeEditor, confirm: Bool = false) async {
    await playground.attach(
      confirm: { _ in confirm }, askMove: nil, journal: nil, edit: { editor.edit($0, $1) })
  }
}

/// Yes/no answers given in turn; no once they run out.
final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Bool]
  init(_ answers: [Bool]) { self.answers = answers }
  func next() -> Bool { lock.withLock { answers.isEmpty ? false : answers.removeFirst() } }
}

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])

/// `:edit` runs the edited prompt in place of the last turn; unchanged or empty, nothing.
@Suite struct EditCommandTests {
  @Test func anEditedPromptRunsInPlaceOfTheLastTurn() async throws {
    let h = Harness([.text("First."), .text("Second.")])
    await h.attach(FakeEditor([{ _ in "Hello from Oslo\n" }]))
    try await h.run("Hello", ":edit")
    let transcript = await h.playground.transcript
    #expect(transcript.entries.count == 3)
    #expect(EntryFormatter.summary(transcript.entries[1]).hasSuffix("Hello from Oslo"))
    #expect(h.model.requests.count == 2)
  }

  @Test func theEditorIsGivenTheLastPromptInAFileNamedForIt() async throws {
    let h = Harness([.text("First.")])
    let editor = FakeEditor([{ $0 }])
    await h.attach(editor)
    try await h.run("Hello", ":edit")
    #expect(editor.opened.map(\.text) == ["Hello\n"])
    #expect(editor.opened.map(\.file) == ["prompt.txt"])
  }

  @Test func anUnchangedPromptRunsNothingAndSaysSo() async throws {
    let h = Harness([.text("First.")])
    await h.attach(FakeEditor([{ $0 }]))
    try await h.run("Hello", ":edit")
    #expect(h.model.requests.count == 1)
    #expect(h.printed.of(.note).contains("no change to the prompt: nothing runs"))
  }

  @Test func anEmptiedPromptRunsNothingAndSaysSo() async throws {
    let h = Harness([.text("First.")])
    await h.attach(FakeEditor([{ _ in "  \n" }]))
    try await h.run("Hello", ":edit")
    #expect(h.model.requests.count == 1)
    #expect(await h.playground.transcript.entries.count == 3)
    #expect(h.printed.of(.note).contains("the prompt came back empty: nothing runs"))
  }

  @Test func aScriptHoldsUndoAndTheEditedPromptInsteadOfEdit() async throws {
    let h = Harness([.text("First."), .text("Second.")])
    await h.attach(FakeEditor([{ _ in "Line one\nline two\n" }]))
    try await h.run("Hello", ":edit")
    #expect(
      await h.playground.script.inputs.map(\.text)
        == ["Hello", ":undo", "\"\"\"\nLine one\nline two\n\"\"\""])
  }

  @Test func editWithoutATerminalSaysWhatToDoInstead() async throws {
    let h = Harness([.text("First.")])
    try await h.run("Hello")
    let error = await h.error(":edit")
    #expect(error?.message == "editing the prompt needs a terminal to run an editor in")
  }

  @Test func anEditorThatFailsLeavesTheTurnAsItWas() async throws {
    let h = Harness([.text("First.")])
    await h.attach(FakeEditor([]))
    try await h.run("Hello")
    let error = await h.error(":edit")
    #expect(error?.message.contains("exited with status 1") == true)
    #expect(await h.playground.transcript.entries.count == 3)
  }
}

/// `:instructions edit`, `:tool edit` and `:tool rename`.
@Suite struct DefinitionEditTests {
  @Test func editedInstructionsAreSetAndScriptedAsInstructionsSet() async throws {
    let h = Harness()
    await h.attach(FakeEditor([{ _ in "Be brief.\nUse tools.\n" }]))
    try await h.run(":instructions edit")
    #expect(await h.playground.state.instructions == "Be brief.\nUse tools.")
    #expect(
      await h.playground.script.inputs.map(\.text)
        == [":instructions set \"\"\"\nBe brief.\nUse tools.\n\"\"\""])
  }

  @Test func anEditedToolTakesItsNewDefinition() async throws {
    let h = Harness()
    try await h.weatherTool()
    await h.attach(
      FakeEditor([{ $0.replacingOccurrences(of: "\"Sunny\"", with: "\"Rain\"") }]))
    try await h.run(":tool edit getWeather")
    #expect(await h.playground.state.tools[0].run == ["reply": "Rain"])
  }

  @Test func aBadEditKeepsTheOldToolAndTheTextInAFile() async throws {
    let h = Harness()
    try await h.weatherTool()
    await h.attach(FakeEditor([{ $0 + "}" }]), confirm: false)
    let error = await h.error(":tool edit getWeather")
    #expect(error?.message == "getWeather keeps its old definition")
    #expect(await h.playground.state.tools[0].run == ["reply": "Sunny"])
    let path = try #require(error?.hint?.components(separatedBy: "kept in ").last)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }?
        .hasSuffix("}") == true)
  }

  @Test func aBadEditIsOfferedBackWithTheAuthorsText() async throws {
    let h = Harness()
    try await h.weatherTool()
    let editor = FakeEditor([
      { $0.replacingOccurrences(of: "\"Sunny\"", with: "\"Rain\",") },
      { $0.replacingOccurrences(of: "\"Rain\",", with: "\"Rain\"") },
    ])
    await h.attach(editor, confirm: true)
    try await h.run(":tool edit getWeather")
    #expect(editor.opened.count == 2)
    #expect(editor.opened[1].text.contains("\"Rain\","))
    #expect(await h.playground.state.tools[0].run == ["reply": "Rain"])
  }

  @Test func aRejectedEditReopenedAndLeftAsItWasIsStillRejectedAndKept() async throws {
    let h = Harness()
    try await h.weatherTool()
    let answers = Answers([true, false])
    let editor = FakeEditor([{ $0 + "}" }, { $0 }])
    await h.playground.attach(
      confirm: { _ in answers.next() }, askMove: nil, journal: nil,
      edit: { editor.edit($0, $1) })
    let error = await h.error(":tool edit getWeather")
    #expect(editor.opened.count == 2)
    #expect(error?.message == "getWeather keeps its old definition")
    let path = try #require(error?.hint?.components(separatedBy: "kept in ").last)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func renamingATool() async throws {
    let h = Harness()
    try await h.weatherTool()
    try await h.run(":instructions set \"Use getWeather.\"", ":tool rename getWeather getForecast")
    #expect(await h.playground.toolNames == ["getForecast"])
    #expect(await h.playground.unsavedTools == ["getForecast"])
    #expect(
      h.printed.of(.note).contains(
        "note: the instructions (:instructions edit) still name getWeather"))
  }

  @Test func renamingOntoAnotherToolIsRefused() async throws {
    let h = Harness()
    try await h.weatherTool()
    try await h.run(":tool new other \"Other\"")
    let error = await h.error(":tool rename getWeather other")
    #expect(error?.message == "there is already a tool named other")
  }

  @Test func aToolChangeAfterTurnsSaysWhatChangesNowAndWhatWaitsForReset() async throws {
    let h = Harness([.text("ok")])
    try await h.weatherTool()
    try await h.run("Hi", ":tool run getWeather reply \"Rain\"")
    let note = try #require(h.printed.of(.note).last)
    #expect(note.contains("from the next turn the model is offered the tools as they are now"))
    #expect(note.contains("keeps the old list until :reset"))
  }

  @Test func anInstructionsChangeAfterTurnsSaysTheyWaitForReset() async throws {
    let h = Harness([.text("ok")])
    try await h.run("Hi", ":instructions set \"Be brief.\"")
    let note = try #require(h.printed.of(.note).last)
    #expect(note.contains("the next turns still run with the old instructions"))
  }
}

/// `:retry NAME=VALUE` changes settings first, and a bad one changes nothing.
@Suite struct RetryWithSettingsTests {
  @Test func retryWithASettingChangesItBeforeTheTurn() async throws {
    let h = Harness([.text("First."), .text("Second.")])
    try await h.run("Hello", ":retry max-rounds=3")
    #expect(await h.playground.state.settings.maxRounds == 3)
    #expect(h.printed.of(.note).contains("retrying with max-rounds 3: Hello"))
    #expect(h.model.requests.count == 2)
  }

  @Test func aBadSettingLeavesTheTurnAndTheSettingsAsTheyWere() async throws {
    let h = Harness([.text("First.")])
    try await h.run("Hello")
    let error = await h.error(":retry max-rounds=2 temprature=0.7")
    #expect(error?.hint == "did you mean temperature?")
    #expect(await h.playground.state.settings.maxRounds == 8)
    #expect(await h.playground.transcript.entries.count == 3)
  }

  @Test func aWordThatIsNotASettingIsRefused() async throws {
    let h = Harness([.text("First.")])
    try await h.run("Hello")
    let error = await h.error(":retry again")
    #expect(error?.message == "again is not a setting as NAME=VALUE")
  }
}
