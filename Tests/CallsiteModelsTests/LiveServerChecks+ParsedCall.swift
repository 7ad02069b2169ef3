import CallsiteCore
import Synchronization
import Testing

@testable import CallsiteModels

extension LiveServerChecks {
  /// llama-server with Callsite's chat template offers the tools and parses a call out of
  /// the model's text: the pretrained model, echoing the system turn, reaches the template's
  /// `<tool_call>` marker, and from there the server constrains and parses a call. What is
  /// asserted is the protocol: the reply comes back as calls of an offered tool with JSON
  /// arguments, delivered once each through the event sink as well.
  func aCallTheServerParsedComesBackAsACall() async throws {
    let calls = Mutex<[ProposedToolCall]>([])
    let model = OpenAIModel(
      configuration: configuration { $0.maxTokens = 160 },
      events: { if case .toolCall(let c) = $0 { calls.withLock { $0.append(c) } } })
    let transcript = Transcript(entries: [
      .instructions(
        .init(
          id: "e1", segments: [.text(.init(id: "s1", text: "You help with the weather."))],
          tools: [OpenAITestSupport.weather])),
      .prompt(
        .init(id: "e2", segments: [.text(.init(id: "s2", text: "What is the weather in Paris?"))])
      ),
    ])
    let reply = try await model.respond(
      to: ModelRequest(transcript: transcript, tools: [OpenAITestSupport.weather]))
    guard case .toolCalls(let proposed) = reply.move else {
      Issue.record("expected the server to parse a call, got \(reply.move)")
      return
    }
    #expect(!proposed.isEmpty)
    #expect(proposed.allSatisfy { $0.name == "getWeather" })
    #expect(proposed.allSatisfy { (try? JSONValue.parse($0.arguments))?.objectValue != nil })
    #expect(calls.withLock { $0 } == proposed)
  }
}
