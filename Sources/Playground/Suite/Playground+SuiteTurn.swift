import CallsiteCore
import Foundation

extension Playground {
  /// Runs one turn of a suite's case and keeps what the scorer needs even when it fails.
  ///
  /// A turn that stops at the round limit or on the model's failure leaves the transcript as
  /// it was, as in the REPL; here the calls it made are put back (the prompt, each round's
  /// calls and outputs) and the error is recorded under `callsite.suite`, so that the saved
  /// run shows and scores what happened.
  func suiteTurn(_ prompt: String, number: Int) async throws(PlaygroundError) {
    let session = try await currentSession()
    let steps = ProgressLog()
    var failure: TurnError?
    do {
      try await session.respond(to: prompt) { steps.append($0) }
    } catch {
      failure = error
    }
    if state.model.isDeterministic { await session.updateTranscript { $0.callsite.timings = [:] } }
    let recorded: SuiteRunError
    switch failure {
    case nil, .toolCall?, .repeatedCall?: return
    case .cancelled?: throw PlaygroundError("the run was cancelled")
    case .roundLimit?:
      recorded = SuiteRunError(
        kind: .roundLimit, message: failure!.description, turn: number)
    case .model?:
      recorded = SuiteRunError(kind: .model, message: failure!.description, turn: number)
    }
    let progress = steps.items
    await session.updateTranscript { transcript in
      Self.appendPartialTurn(prompt, progress, number: number, to: &transcript)
      transcript.callsite.extra[SuiteRunError.key] = recorded.json
    }
  }

  /// The prompt, then each round's calls as one entry followed by their outputs.
  static func appendPartialTurn(
    _ prompt: String, _ progress: [Session.Progress], number: Int, to transcript: inout Transcript
  ) {
    let prefix = "suite-\(number)-"
    transcript.entries.append(
      .prompt(
        Transcript.Prompt(
          id: prefix + "prompt",
          segments: [.text(Transcript.TextSegment(id: prefix + "prompt-text", text: prompt))])))
    var round: [Transcript.ToolCall] = []
    var rounds = 0
    func flush() {
      guard !round.isEmpty else { return }
      rounds += 1
      transcript.entries.append(
        .toolCalls(Transcript.ToolCalls(id: prefix + "calls-\(rounds)", calls: round)))
      round = []
    }
    for step in progress {
      switch step {
      case .toolCall(let call): round.append(call)
      case .toolOutput(let entry):
        flush()
        transcript.entries.append(.toolOutput(entry))
      default: break
      }
    }
    flush()
  }
}

/// The progress of a turn, gathered from the session's callback.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var steps: [Session.Progress] = []

  func append(_ step: Session.Progress) {
    lock.lock()
    steps.append(step)
    lock.unlock()
  }

  var items: [Session.Progress] {
    lock.lock()
    defer { lock.unlock() }
    return steps
  }
}
