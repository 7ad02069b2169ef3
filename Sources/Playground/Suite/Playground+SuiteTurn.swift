import CallsiteCore
import Foundation

extension Playground {
  /// Runs one turn of a suite's case and keeps what the scorer needs even when it fails.
  ///
  /// A turn that stops at the round limit or on the model's failure leaves the transcript as
  /// it was, as in the REPL; here the session's `stoppedTurn` (the prompt, each round's calls
  /// and outputs, as far as the turn got) takes its place, as a script's stopped turn does,
  /// and the error is recorded under `callsite.suite`, so that the saved run shows and scores
  /// what happened.
  func suiteTurn(_ prompt: String, number: Int) async throws(PlaygroundError) {
    let session = try await currentSession()
    var failure: TurnError?
    do {
      try await session.respond(to: prompt)
    } catch {
      failure = error
    }
    let recorded: SuiteRunError?
    switch failure {
    case nil, .toolCall?, .repeatedCall?: recorded = nil
    case .cancelled?: throw PlaygroundError("the run was cancelled")
    case .roundLimit?:
      recorded = SuiteRunError(kind: .roundLimit, message: failure!.description, turn: number)
    case .model?:
      recorded = SuiteRunError(kind: .model, message: failure!.description, turn: number)
    }
    if let recorded, var kept = await session.stoppedTurn {
      kept.callsite.extra[SuiteRunError.key] = recorded.json
      await session.replaceTranscript(kept)
    }
    if state.model.isDeterministic { await session.updateTranscript { $0.callsite.timings = [:] } }
  }
}
