/// Why a run failed, as a scorecard shows it.
///
/// A run can fail for several reasons at once (a wrong tool and then a wrong answer); the
/// scorer lists each class once, in this order.
public enum FailureClass: String, Sendable, Equatable, CaseIterable, Comparable {
  /// The run called no tool where the case expects one.
  case noCall = "no-call"
  /// The run called a tool the case does not expect, missed one, or called them in the
  /// wrong order.
  case wrongTool = "wrong-tool"
  /// An argument does not match its expectation, or the call's arguments did not validate.
  case inventedArgument = "invented-argument"
  /// The run made the same call (tool and arguments) twice in one turn.
  case repeatedCall = "repeated-call"
  /// The answer does not say what it must, or a turn ended without one.
  case wrongAnswer = "wrong-answer"
  /// The model or its server failed, so the run says nothing about the model's choices.
  case modelError = "model-error"
  /// Callsite could not make the run (a set-up command, a file it writes): no model's doing,
  /// but recorded, so that a run never goes missing from the rates without a word.
  case runError = "run-error"

  /// How a page names it.
  public var label: String {
    switch self {
    case .noCall: "no call"
    case .wrongTool: "wrong tool"
    case .inventedArgument: "invented argument"
    case .repeatedCall: "repeated call"
    case .wrongAnswer: "wrong answer"
    case .modelError: "model error"
    case .runError: "run error"
    }
  }

  public static func < (a: FailureClass, b: FailureClass) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
