import CallsiteCore
import Synchronization
import Testing

@testable import CallsiteModels

extension LiveServerChecks {
  /// llama-server with Callsite's chat template offers the tools and parses a call out of
  /// the model's text. The pretrained model follows patterns, not instructions, so the
  /// conversation shows it two earlier questions answered by a call, a tool response and a
  /// reply; asked a third, it writes the template's `<tool_call>` marker, and from there the
  /// server constrains and parses calls. (With the question alone it echoed the system turn
  /// and reached the marker or not depending on the machine: a CI run got text.) What is
  /// asserted is the protocol: the reply comes back as calls of an offered tool with JSON
  /// arguments, delivered once each through the event sink as well.
  func aCallTheServerParsedComesBackAsACall() async throws {
    let calls = Mutex<[ProposedToolCall]>([])
    let model = OpenAIModel(
      configuration: configuration { $0.maxTokens = 80 },
      events: { if case .toolCall(let c) = $0 { calls.withLock { $0.append(c) } } })
    var entries: [Transcript.Entry] = [
      .instructions(
        .init(
          id: "e1", segments: [.text(.init(id: "s1", text: "You help with the weather."))],
          tools: [OpenAITestSupport.weather]))
    ]
    for (n, (city, weather)) in [("Berlin", "12°C, cloudy"), ("Rome", "21°C, sunny")].enumerated() {
      let id = "turn\(n)"
      entries += [
        .prompt(
          .init(
            id: id + "p",
            segments: [.text(.init(id: id + "ps", text: "What is the weather in \(city)?"))])),
        .toolCalls(
          .init(
            id: id + "c",
            calls: [.init(id: id + "call", name: "getWeather", arguments: #"{"city":"\#(city)"}"#)])
        ),
        .toolOutput(
          .init(
            id: id + "o", toolCallID: id + "call", toolName: "getWeather",
            segments: [.text(.init(id: id + "os", text: weather))])),
        .response(
          .init(
            id: id + "r", segments: [.text(.init(id: id + "rs", text: "In \(city): \(weather)."))])),
      ]
    }
    entries.append(
      .prompt(
        .init(id: "e2", segments: [.text(.init(id: "s2", text: "What is the weather in Paris?"))])))
    let transcript = Transcript(entries: entries)
    let reply = try await model.respond(
      to: ModelRequest(transcript: transcript, tools: [OpenAITestSupport.weather]))
    guard case .toolCalls(let proposed) = reply.move else {
      Issue.record("expected the server to parse a call, got \(reply.move)")
      return
    }
    #expect(!proposed.isEmpty)
    #expect(proposed.allSatisfy { $0.name == "getWeather" })
    // The pretrained model seldom ends its turn: past `</tool_call>` the server's grammar
    // lets it write another call, and it does until the token limit, which may cut the last
    // one short. Every call before that one is whole.
    let whole = reply.finishReason == "length" ? proposed.dropLast() : proposed[...]
    #expect(!whole.isEmpty)
    #expect(whole.allSatisfy { (try? JSONValue.parse($0.arguments))?.objectValue != nil })
    #expect(calls.withLock { $0 } == proposed)
  }
}
