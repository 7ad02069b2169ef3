import CallsiteCore
import Foundation
import Testing

/// Collects progress reports from a `@Sendable` callback.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []

  func add(_ progress: Session.Progress) {
    let line: String
    switch progress {
    case .toolCall(let c): line = "call \(c.id) \(c.name)"
    case .toolOutput(let o): line = "output \(o.toolCallID)"
    case .failure(let f): line = "failure \(f.callID)"
    case .response(let r): line = "response \(r.id)"
    }
    lock.withLock { items.append(line) }
  }

  var lines: [String] { lock.withLock { items } }
}

@Suite struct SessionOutputTests {
  func run(policy: ToolErrorPolicy = .fail) async throws -> Transcript {
    let echo = ClosureTool("echo") { args in .text(args["city"]?.stringValue ?? "") }
    let model = ScriptedModel([
      .calls([("echo", #"{"city": "A"}"#), ("echo", #"{"city": "B"}"#)]), .answer("Done."),
    ])
    let session = Session(model: model, tools: [echo], instructions: "Echo.", policy: policy)
    try await session.respond(to: "Go")
    return await session.transcript
  }

  @Test func progressReportsCallsOutputsAndTheResponseInOrder() async throws {
    let log = ProgressLog()
    let echo = ClosureTool("echo") { args in .text(args["city"]?.stringValue ?? "") }
    let model = ScriptedModel([
      .calls([("echo", #"{"city": "A"}"#), ("echo", #"{"city": "B"}"#)]), .answer("Done."),
    ])
    let session = Session(model: model, tools: [echo], instructions: "")
    try await session.respond(to: "Go") { log.add($0) }
    #expect(
      log.lines == [
        "call call-1 echo", "call call-2 echo", "output call-1", "output call-2",
        "response entry-4",
      ])
  }

  @Test func twoRunsOfTheSameScriptWriteTheSameFileApartFromTimings() async throws {
    var a = try await run()
    var b = try await run()
    #expect(a.callsite.timings.keys.sorted() == ["call-1", "call-2"])
    a.callsite.timings = [:]
    b.callsite.timings = [:]
    #expect(a.jsonText == b.jsonText)
  }

  @Test func aSessionTranscriptReadsBackEqualAndEndsWithOneNewline() async throws {
    let transcript = try await run()
    let text = transcript.jsonText
    #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
    #expect(try Transcript(jsonText: text) == transcript)
    #expect(text.contains(#""id": "entry-1""#))
    #expect(text.contains(#""id": "call-2""#))
  }
}
