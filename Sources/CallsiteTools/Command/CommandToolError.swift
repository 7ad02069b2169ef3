import CallsiteCore
import Foundation

/// Why a `command` tool failed, with the end of what the program wrote to standard error
/// (shown to the author as `authorNote`, never in the description a model receives).
public struct CommandToolError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// The program could not be started.
    case launchFailed(String)
    /// The program exited with a non-zero status.
    case exited(status: Int32)
    /// The program was ended by a signal.
    case signalled(Int32)
    /// The program ran longer than its time limit; its process group was killed.
    case timedOut(seconds: Double)
    /// The program wrote more than the output limit; its process group was killed.
    case outputTooLarge(limit: Int)
    /// The program's standard output is not UTF-8 (byte offset of the first bad byte).
    case invalidUTF8(offset: Int)
  }

  /// The tool's name.
  public var tool: String
  /// What went wrong.
  public var reason: Reason
  /// The last part of standard error (at most `CommandRunner.stderrTailLimit` bytes).
  public var standardErrorTail: String

  public init(tool: String, reason: Reason, standardErrorTail: String) {
    self.tool = tool
    self.reason = reason
    self.standardErrorTail = standardErrorTail
  }

  /// The exit status, when the program exited on its own with a failure.
  public var exitStatus: Int32? {
    if case .exited(let status) = reason { return status }
    return nil
  }

  public var description: String {
    var text: String
    switch reason {
    case .launchFailed(let message): text = "could not start the command: \(message)"
    case .exited(let status): text = "the command exited with status \(status)"
    case .signalled(let signal): text = "the command was ended by signal \(signal)"
    case .timedOut(let seconds):
      text =
        "the command did not finish within \(JSONNumber(seconds)) s and was stopped; "
        + "raise \"timeoutSeconds\" if it needs longer"
    case .outputTooLarge(let limit):
      text =
        "the command wrote more than \(limit / 1_048_576) MB to standard output and was stopped"
    case .invalidUTF8(let offset):
      text = "the command's standard output is not valid UTF-8 (bad byte at offset \(offset))"
    }
    return text
  }
}

extension CommandToolError: AuthoringHinted {
  /// The end of the program's standard error: for the author, whose program it is; the
  /// model and the transcript get the description only.
  public var authorNote: String? { StandardErrorTail.hint(standardErrorTail) }
}
