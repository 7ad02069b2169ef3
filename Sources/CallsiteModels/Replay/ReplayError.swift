/// Why a replay cannot go on.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The session asked for a model turn the recording does not have.
  case noMoreTurns(requested: Int, recorded: Int)
  /// A tool's output differs from the recording (strict replays only).
  case outputDiffers(ReplayDrift)

  public var description: String {
    switch self {
    case .noMoreTurns(let requested, let recorded):
      return
        "the session asked the model for turn \(requested), but the recording has only "
        + "\(recorded) model turn\(recorded == 1 ? "" : "s"); replay the same prompts as the "
        + "recording, or record the new prompt with another model"
    case .outputDiffers(let drift):
      return "replay stopped: \(drift.description)"
    }
  }
}
