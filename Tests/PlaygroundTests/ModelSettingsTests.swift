import CallsiteCore
import CallsiteModels
import Foundation
import Testing

@testable import Playground

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])

@Test func setAloneListsEverySettingWithItsValueOrDefault() async throws {
  let h = Harness()
  h.printed.clear()
  try await h.run(":set")
  let text = h.printed.text
  #expect(text.contains("max-rounds 8"))
  #expect(text.contains("tool-choice auto (default)"))
  #expect(text.contains("stream on (default)"))
}

@Test func aSettingIsCheckedWhenItIsSet() async throws {
  let h = Harness()
  let error = await h.error(":set temperature hot")
  #expect(error?.message.contains("temperature") == true)
  #expect(await h.error(":set max-rounds 0") != nil)
  #expect(await h.error(":set speed 3")?.message == "there is no setting \"speed\"")
}

@Test func aToolChoiceNamingNoToolOfTheSessionIsRejectedWhenSet() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":model openai")
  let error = await h.error(":set tool-choice getCoordinates,auto")
  #expect(error?.message.contains("getCoordinates") == true)
  try await h.run(":set tool-choice getWeather,auto")
  #expect(await h.playground.state.settings.openAIOptions["tool-choice"] == "getWeather,auto")
}

@Test func maxRoundsStopsATurnThatCallsToolsLongerAndSaysHowToRaiseIt() async throws {
  let h = Harness([.text("Hello."), callParis, callParis, .text("Sunny.")])
  try await h.weatherTool()
  try await h.run("Hi", ":set max-rounds 1")
  let before = await h.playground.transcript
  let error = await h.error("Weather in Paris?")
  #expect(error?.message.contains("--max-rounds") == true)
  #expect(await h.playground.transcript == before)
}

@Test func reportedUsageIsShownAsTheServerReportedIt() async throws {
  let model = ScriptedModel(results: [
    .success(
      ModelReply(
        .text("Hello."),
        usage: TokenUsage(promptTokens: 50, completionTokens: 7, totalTokens: 57, cachedTokens: 40)
      ))
  ])
  let h = Harness(model: model)
  h.printed.clear()
  try await h.run("Hi")
  let meter = try #require(h.printed.of(.meter).last)
  #expect(
    meter.hasPrefix(
      "tokens: prompt 50, completion 7, total 57, cached 40 (80%) (reported by the server)")
  )
  #expect(
    meter.contains("prompt 5 (estimated: bytes ÷ 4)") || meter.contains("(estimated: bytes ÷ 4)"))
  #expect(meter.contains("context 57 / 4,096"))
}

@Test func streamedTextIsPrintedInPiecesAndNotAgainAsTheResponse() {
  let printed = Printed()
  let printer = StreamPrinter { printed.append($0) }
  printer.receive(.requestSent(round: 1, toolChoice: nil))
  #expect(printer.waitingSeconds != nil)
  printer.receive(.text("Hel"))
  #expect(printer.waitingSeconds == nil)
  printer.receive(.text("lo."))
  let response = Transcript.Response(id: "e", segments: [.text(.init(id: "s", text: "Hello."))])
  #expect(printed.of(.partial) == ["Hel", "lo."])
  #expect(!printer.needsPrinting(.response(response)))
  #expect(printer.needsPrinting(.response(response)))
}

@Test func anEmptyReplySaysSoInsteadOfPrintingNothing() {
  let printed = Printed()
  let printer = StreamPrinter { printed.append($0) }
  printer.receive(.finished(ModelReply(.text(""), finishReason: "stop")))
  #expect(printed.of(.note) == ["(empty response, finish_reason: stop)"])
}

@Test func rawAndWireSaySoBeforeAnyTurn() async throws {
  let h = Harness()
  h.printed.clear()
  try await h.run(":raw", ":wire")
  let said =
    "(no turn yet: after one, :raw shows its requests as an OpenAI-compatible server would "
    + "receive them)"
  #expect(h.printed.of(.info) == [said, said])
}

@Test func replOptionsBecomeSettingsAndTheLog() throws {
  let request = try ReplCommandLine.parse([
    "--max-rounds", "3", "--tool-choice", "getCoordinates,auto", "--log", "x.jsonl", "s.repl",
  ])
  guard case .run(let launch) = request else {
    Issue.record("expected a run, got \(request)")
    return
  }
  #expect(launch.log == "x.jsonl")
  #expect(
    launch.settings.map(\.command) == [":set max-rounds 3", ":set tool-choice getCoordinates,auto"])
}

@Test func theModelIsBuiltOncePerModelCommand() async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("model-once-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let built = Counter()
  var environment = PlaygroundEnvironment.standard(baseDirectory: folder, environment: [:])
  let make = environment.makeModel
  environment.makeModel = { spec, hooks in
    built.add()
    return try make(spec, hooks)
  }
  let playground = Playground(environment: environment) { _ in }
  _ = try await playground.execute(":model openai --base-url http://127.0.0.1:9/v1")
  _ = try? await playground.execute("Hi")
  _ = try? await playground.execute("Hi again")
  #expect(built.value == 1)
  _ = try await playground.execute(":set temperature 0")
  _ = try? await playground.execute("Hi")
  #expect(built.value == 2)
}

/// Counts calls from any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
