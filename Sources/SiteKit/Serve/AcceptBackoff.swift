import Foundation

/// What the accept loop does after `accept` fails: wait a little longer each time in a row
/// (10 ms doubling to 1 s), so running out of descriptors neither spins a core nor stops the
/// server, and report each kind of error once rather than once per failure.
///
/// When descriptors run out (`EMFILE`, `ENFILE`) the waiting connection stays queued, so
/// `accept` fails again at once until some connection closes: without the wait the loop would
/// spin, and without carrying on the server would listen forever but never answer.
struct AcceptBackoff: Sendable {
  /// The first wait, in seconds.
  static let first: TimeInterval = 0.01
  /// The longest wait, in seconds.
  static let longest: TimeInterval = 1
  /// The next wait, in seconds.
  private(set) var next = AcceptBackoff.first
  /// The `errno` values reported so far.
  private(set) var reported: Set<Int32> = []

  /// A failed attempt: how long to wait, and the line to log (nil when this kind of error was
  /// reported already).
  mutating func failed(_ code: Int32) -> (delay: TimeInterval, report: String?) {
    let delay = next
    next = min(next * 2, Self.longest)
    guard reported.insert(code).inserted else { return (delay, nil) }
    return (delay, Self.message(code))
  }

  /// A connection was accepted: the next failure waits the shortest time again.
  mutating func succeeded() {
    next = Self.first
  }

  /// The line logged the first time `accept` fails with `code`.
  static func message(_ code: Int32) -> String {
    let reason = String(cString: strerror(code))
    var line =
      "gen serve: warning: cannot accept a connection: \(reason) (errno \(code)); retrying "
      + "with a pause of up to a second (this error is reported once)"
    if code == EMFILE || code == ENFILE {
      line += "; raise the open-file limit (ulimit -n) or close other programs' files"
    }
    return line
  }
}
