import CallsiteCore
import Synchronization

/// Keeps the exchanges of the latest turn, for `:raw`, and hands every exchange to a log
/// when one is set (`--log FILE`).
///
/// A turn starts with a round-1 request: recording one forgets the earlier turn's.
public final class OpenAIExchangeRecorder: Sendable {
  private let state = Mutex<[OpenAIExchange]>([])
  private let log: OpenAIExchangeLog?

  /// A recorder that also appends each exchange to `log`.
  public init(log: OpenAIExchangeLog? = nil) {
    self.log = log
  }

  /// Records an exchange.
  func record(_ exchange: OpenAIExchange) {
    state.withLock { exchanges in
      if exchange.round == 1, exchange.attempt == 1 { exchanges = [] }
      exchanges.append(exchange)
    }
    log?.append(exchange)
  }

  /// Why the log could not be written, the first time only (see `OpenAIExchangeLog`).
  public func takeLogProblem() -> String? { log?.takeProblem() }

  /// The latest turn's exchanges, in order (every round, every retried attempt).
  public var lastTurn: [OpenAIExchange] { state.withLock { $0 } }

  /// The latest exchange, if any.
  public var last: OpenAIExchange? { state.withLock { $0.last } }

  /// What `:raw` prints: each exchange of the latest turn, or a note when there is none.
  public var rawText: String {
    let turn = lastTurn
    if turn.isEmpty { return "(no request sent yet)" }
    return turn.map(\.rawText).joined(separator: "\n\n")
  }
}
