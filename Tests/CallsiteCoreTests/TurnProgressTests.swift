import CallsiteCore
import Foundation
import Testing

/// The progress a turn emits, in the order a front end shows it.
@Suite struct TurnProgressTests {
  let tools = [ToolDefinition(name: "weather", description: "Weather.", parameters: citySchema)]
  let start = Transcript(entries: [
    .instructions(
      .init(id: "entry-1", segments: [.text(.init(id: "segment-1", text: "Help."))], tools: []))
  ])

  func success(_ text: String) -> TurnMachine.ToolRunResult {
    TurnMachine.ToolRunResult(result: .success(.text(text)), milliseconds: 5)
  }

  func describe(_ steps: [TurnProgress]) -> [String] {
    steps.map { step in
      switch step {
      case .toolCall(let call): "call \(call.name)"
      case .toolOutput(let output): "output \(output.segments[0].plainText)"
      case .failure(let failure): "failure \(failure.tool)"
      case .response(let response): "response \(response.segments[0].plainText)"
      }
    }
  }

  @Test func theMachineEmitsTheCallsThenTheirOutputsThenTheResponse() {
    var machine = TurnMachine(transcript: start, tools: tools)
    _ = machine.start(prompt: "Weather?")
    #expect(machine.takeProgress().isEmpty)
    _ = machine.handle(.modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    #expect(describe(machine.takeProgress()) == ["call weather"])
    _ = machine.handle(.toolsFinished([success("cold")]))
    #expect(describe(machine.takeProgress()) == ["output cold"])
    _ = machine.handle(.modelReplied(.answer("It is cold.")))
    #expect(describe(machine.takeProgress()) == ["response It is cold."])
  }

  @Test func aReportedFailureIsEmittedBeforeTheResponse() {
    var machine = TurnMachine(transcript: start, tools: tools, policy: .report)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("nowhere", "{}")))
    // The call was rejected, so it never ran: neither a call nor an output to show yet.
    #expect(machine.takeProgress().isEmpty)
    _ = machine.handle(.modelReplied(.answer("Sorry.")))
    #expect(describe(machine.takeProgress()) == ["failure nowhere", "response Sorry."])
  }

  @Test func aTurnThatFailsWithItsTranscriptRestoredEmitsNoFailure() {
    var machine = TurnMachine(transcript: start, tools: tools, policy: .report, maxRounds: 1)
    _ = machine.start(prompt: "Weather?")
    _ = machine.handle(.modelReplied(.call("nowhere", "{}")))
    _ = machine.handle(.modelReplied(.call("nowhere", "{}")))
    #expect(machine.takeProgress().isEmpty)
  }

  @Test func theSessionForwardsWhatTheMachineEmits() async throws {
    let model = ScriptedModel([.call("weather", #"{"city": "Oslo"}"#), .answer("Sunny.")])
    let tool = ClosureTool("weather") { _ in .text("sunny") }
    let session = Session(model: model, tools: [tool], instructions: "")
    let seen = Seen()
    try await session.respond(to: "Weather?") { step in seen.add(step) }
    #expect(describe(seen.all) == ["call weather", "output sunny", "response Sunny."])
  }
}

/// Progress collected from a `Session`'s callback.
final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var steps: [TurnProgress] = []
  func add(_ step: TurnProgress) { lock.withLock { steps.append(step) } }
  var all: [TurnProgress] { lock.withLock { steps } }
}
