import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func settingMaxRoundsBelowOneIsRefusedAndChangesNothing() {
  var state = PlaygroundState()
  #expect(throws: PlaygroundError.self) { try state.set("max-rounds", to: "0") }
  #expect(state == PlaygroundState())
}

@Test func aSettingWithATypoIsRefusedWithTheNameItResembles() {
  var state = PlaygroundState()
  #expect(throws: PlaygroundError.self) { try state.set("max-round", to: "3") }
  do {
    try state.set("max-round", to: "3")
  } catch {
    #expect(error.hint == "did you mean max-rounds?")
  }
}

@Test func aClientOptionSetWhileOfflineIsGivenToAnOpenAIModelChosenLater() throws {
  var state = PlaygroundState()
  try state.set("temperature", to: "0.2")
  #expect(state.model == .offline)
  state.chooseModel(.openai(OpenAISettings(options: state.settings.openAIOptions)))
  try state.set("seed", to: "7")
  #expect(state.model == .openai(OpenAISettings(options: ["temperature": "0.2", "seed": "7"])))
}

@Test func choosingAnOpenAIModelKeepsItsOptionsForSet() {
  var state = PlaygroundState()
  state.chooseModel(.openai(OpenAISettings(options: ["stream": "off"])))
  state.chooseModel(.offline)
  #expect(state.settings.openAIOptions == ["stream": "off"])
}

@Test func puttingAToolWithAnExistingNameReplacesIt() {
  var state = PlaygroundState()
  state.putTool(ToolDraft(name: "getWeather", description: "Old"))
  state.putTool(ToolDraft(name: "getWeather", description: "New"))
  #expect(state.tools.map(\.definition.description) == ["New"])
}

@Test func renamingAToolDetachesItFromItsFile() {
  var state = PlaygroundState()
  var draft = ToolDraft(name: "getWeather", description: "Weather")
  draft.path = "content/tools/getWeather.json"
  state.putTool(draft)
  state.renameTool(at: 0, to: "getForecast")
  #expect(state.toolNames == ["getForecast"])
  #expect(state.tools[0].path == nil)
}

@Test func whereAToolFileLivesDoesNotChangeTheSessionConfiguration() {
  var state = PlaygroundState()
  state.putTool(ToolDraft(name: "getWeather", description: "Weather"))
  let before = state.sessionConfiguration
  var moved = state.tools[0]
  moved.path = "elsewhere/getWeather.json"
  state.replaceTool(at: 0, with: moved)
  #expect(state.sessionConfiguration == before)
}

@Test func anUnchangedStateReusesTheSessionFromTurnToTurn() async throws {
  let h = Harness([.text("One."), .text("Two.")])
  try await h.weatherTool()
  try await h.run("First?")
  let built = h.toolBuilds.value
  try await h.run("Second?")
  #expect(h.toolBuilds.value == built)
}

@Test func changingAToolsDescriptionMakesTheNextTurnOfferTheNewOne() async throws {
  let h = Harness([.text("One."), .text("Two.")])
  try await h.weatherTool()
  try await h.run("First?", ":tool describe getWeather \"Get the forecast\"", "Second?")
  let offered = h.model.requests.map { $0.tools.first?.description }
  #expect(offered == ["Get the weather", "Get the forecast"])
}

@Test func undoingATurnStartsTheTranscriptAgainFromTheCurrentInstructions() async throws {
  let h = Harness([.text("One."), .text("Two.")])
  try await h.run("First?", ":instructions set \"Be brief.\"", ":undo", "Second?")
  #expect(await h.playground.transcript.instructionsText == "Be brief.")
}

@Test func aChangedSettingConfiguresTheSessionAgain() async throws {
  let h = Harness([.text("One."), .text("Two.")])
  try await h.weatherTool()
  try await h.run("First?")
  let built = h.toolBuilds.value
  try await h.run(":set max-rounds 3", "Second?")
  #expect(h.toolBuilds.value == built + 1)
}

@Test func aSettingChangedAndChangedBackReusesTheSession() async throws {
  let h = Harness([.text("One."), .text("Two.")])
  try await h.weatherTool()
  try await h.run("First?")
  let built = h.toolBuilds.value
  try await h.run(":set max-rounds 3", ":set max-rounds 8", "Second?")
  #expect(h.toolBuilds.value == built)
}

@Test func setListsEveryDeclaredSettingInOrder() async throws {
  let h = Harness()
  h.printed.clear()
  try await h.run(":set")
  let names = h.printed.text.split(separator: "\n").prefix(PlaygroundState.settingNames.count)
    .map { String($0.split(separator: " ")[0]) }
  #expect(names == PlaygroundState.settingNames)
}
