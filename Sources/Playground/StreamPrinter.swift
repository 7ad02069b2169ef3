import CallsiteCore
import CallsiteModels
import Synchronization

/// Turns the events of a streamed reply into output as they arrive: text piece by piece
/// (`.partial` lines, which a front end prints without ending the line), each tool call
/// once it is complete, and a note for an empty reply. It also knows whether the turn is
/// waiting for the model's first byte, for a front end's waiting indicator.
public final class StreamPrinter: Sendable {
  private struct State {
    var waitingSince: ContinuousClock.Instant?
    var streamedText = false
    var printedCalls: [ProposedToolCall] = []
    var toolChoice: OpenAIToolChoice?
  }

  private let output: @Sendable (OutputLine) -> Void
  private let state = Mutex(State())
  /// The forced tool choices already explained (each is explained once per playground).
  private let explained = Mutex(Set<String>())

  init(output: @escaping @Sendable (OutputLine) -> Void) {
    self.output = output
  }

  /// The sink a model sends its events to.
  var sink: OpenAIStreamSink { { [self] event in self.receive(event) } }

  /// Seconds the current request has waited for its first piece; `nil` when not waiting.
  public var waitingSeconds: Double? {
    state.withLock { s in
      s.waitingSince.map { start in
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
      }
    }
  }

  func receive(_ event: OpenAIStreamEvent) {
    switch event {
    case .requestSent(_, let toolChoice):
      state.withLock {
        $0.waitingSince = .now
        $0.toolChoice = toolChoice
      }
    case .text(let piece):
      state.withLock {
        $0.waitingSince = nil
        if !piece.isEmpty { $0.streamedText = true }
      }
      if !piece.isEmpty { output(OutputLine(.partial, piece)) }
    case .toolCall(let call):
      state.withLock {
        $0.waitingSince = nil
        $0.printedCalls.append(call)
      }
      output(OutputLine(.toolCall, "→ \(call.name) \(call.arguments)"))
    case .finished(let reply):
      let choice = state.withLock {
        $0.waitingSince = nil
        return $0.toolChoice
      }
      if let note = reply.emptyNote { output(OutputLine(.note, note)) }
      if let note = unforcedNote(choice, reply) { output(OutputLine(.note, note)) }
    }
  }

  /// Whether a step of the turn still needs printing: not a response whose text was
  /// streamed, nor a call already printed as it arrived.
  func needsPrinting(_ progress: TurnProgress) -> Bool {
    state.withLock { s in
      switch progress {
      case .response:
        defer { s.streamedText = false }
        return !s.streamedText
      case .toolCall(let call):
        guard
          let i = s.printedCalls.firstIndex(where: {
            $0.name == call.name && $0.arguments == call.arguments
          })
        else { return true }
        s.printedCalls.remove(at: i)
        return false
      default:
        return true
      }
    }
  }

  /// A note, the first time, that a round which had to call a tool got no call: the server
  /// did not enforce the `tool_choice` it was sent (llama.cpp's llama-server takes a named
  /// choice as `auto`).
  func unforcedNote(_ choice: OpenAIToolChoice?, _ reply: ModelReply) -> String? {
    guard let choice, choice == .required || choice.isFunction else { return nil }
    if case .toolCalls = reply.move { return nil }
    let sent = choice.json.compactText
    guard explained.withLock({ $0.insert(sent).inserted }) else { return nil }
    let asked = choice == .required ? "some tool" : choice.description
    return
      "the server was sent tool_choice \(sent), which requires a call to \(asked), and "
      + "answered with text: it did not enforce the choice (llama.cpp's llama-server treats a "
      + "named choice as auto). The transcript records the choice as sent; `:raw` shows the "
      + "exchange."
  }

  /// Forgets what the last turn streamed (a turn that failed or was cancelled).
  func reset() {
    state.withLock { $0 = State() }
  }
}
