import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func toolShowRunsEachDeclaredView() async throws {
  let h = Harness()
  try await h.weatherTool()
  for view in ToolShowCommand.view.choices.map(\.name) {
    h.printed.clear()
    try await h.run(":tool show getWeather \(view)")
    #expect(!h.printed.text.isEmpty, "\(view)")
  }
}

@Test func toolShowWithAnUnknownViewSuggestsTheNearest() async throws {
  let h = Harness()
  try await h.weatherTool()
  let error = await h.error(":tool show getWeather shema")
  #expect(error?.message == "unknown view \"shema\"")
  #expect(error?.hint == "did you mean schema? use table, schema, swift or file")
}

@Test func exportWithAMistypedFormatSuggestsTheNearest() async {
  let h = Harness()
  let error = await h.error(":export opnai")
  #expect(error?.message == "unknown export format \"opnai\"")
  #expect(error?.hint == "did you mean openai? use openai, anthropic or fm")
}

@Test func exportStillTakesAFormatInCapitals() async throws {
  let h = Harness()
  try await h.run(":export OpenAI")
  #expect(h.printed.text.contains("\"messages\""))
}

@Test func aMistypedMoveSuggestsTheNearest() async {
  let h = Harness()
  let error = await h.error(":move sya hello")
  #expect(error?.message == "unknown move \"sya\"")
  #expect(error?.hint == "did you mean say? use call or say")
}

@Test func moveCompletesItsDeclaredMoves() {
  #expect(MoveCommand.move.choices.map(\.name) == ["call", "say"])
  #expect(MoveCommand.spec.synopsis == ":move call NAME [JSON]|say TEXT")
}

@Test func onToolErrorSetsEachDeclaredPolicy() async throws {
  let h = Harness()
  try await h.run(":on-tool-error report")
  #expect(await h.playground.state.policy == .report)
  try await h.run(":on-tool-error fail")
  #expect(await h.playground.state.policy == .fail)
}

@Test func anUnknownToolErrorPolicySuggestsTheNearest() async {
  let h = Harness()
  let error = await h.error(":on-tool-error reprot")
  #expect(error?.message == "unknown tool error policy \"reprot\"")
  #expect(error?.hint == "did you mean report? use fail or report")
}

@Test func anOptionOfAnotherModelKindIsRefused() async {
  let h = Harness()
  let error = await h.error(":model offline --temperature 0")
  #expect(error?.message == "--temperature is an option of :model openai")
}

@Test func aMistypedModelKindSuggestsTheNearest() async {
  let h = Harness()
  let error = await h.error(":model ofline")
  #expect(error?.hint == "did you mean offline? use offline, openai, replay or manual")
}

@Test func modelOfflineTakesNoFile() async {
  let h = Harness()
  let error = await h.error(":model offline extra.json")
  #expect(error?.message.hasPrefix("too many arguments for :model") == true)
}

@Test func setHelpListsEveryDeclaredSetting() {
  let help = CommandTable.help(for: SetCommand.spec)
  for setting in PlaygroundState.declaredSettings {
    #expect(help.contains("\n      \(setting.name) VALUE  "), "\(setting.name)")
  }
}

@Test func setStillNamesAnUnknownSettingBeforeCountingItsWords() async {
  let h = Harness()
  let error = await h.error(":set max-round 4")
  #expect(error?.message == "there is no setting \"max-round\"")
}

@Test func setChangesADeclaredSetting() async throws {
  let h = Harness()
  try await h.run(":set max-rounds 4")
  #expect(await h.playground.state.settings.maxRounds == 4)
}

@Test func aCommandCompletesItsDeclaredChoicesAndToolsWithoutCodeOfItsOwn() {
  let base = URL(fileURLWithPath: "/nonexistent")
  func complete(_ line: String) -> [String] {
    let word = line.hasSuffix(" ") ? "" : String(line.split(separator: " ").last!)
    return Completer.candidates(
      line: line, word: word, toolNames: ["getWeather"], baseDirectory: base)
  }
  #expect(complete(":tool show getWeather sc") == ["schema"])
  #expect(complete(":tool rm get") == ["getWeather"])
  #expect(complete(":export f") == ["fm"])
  #expect(complete(":tool run getWeather reply ").isEmpty)
}

@Test func setCompletesItsSettingsBesideItsDateSubcommand() {
  let base = URL(fileURLWithPath: "/nonexistent")
  let all = Completer.candidates(line: ":set ", word: "", toolNames: [], baseDirectory: base)
  #expect(all.contains("date"))
  #expect(all.contains("max-rounds"))
  #expect(all.contains("temperature"))
  let some = Completer.candidates(line: ":set te", word: "te", toolNames: [], baseDirectory: base)
  #expect(some == ["temperature"])
}
