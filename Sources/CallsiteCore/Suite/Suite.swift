/// A prompt suite: cases (prompts and what a run must do), run K times per model and scored.
///
/// Read from a `.suite` file by `SuiteParser`; scored by `SuiteScorer` from a run's
/// transcript alone, so saved runs can be scored again without a model.
public struct Suite: Sendable, Equatable {
  /// The suite's name: its file name without `.suite`.
  public var name: String
  /// The title its page shows (`title` line); the name when absent.
  public var title: String
  /// The session script whose commands set each run up (`session NAME`), as written.
  public var session: String?
  /// Commands that set each run up after the session script's, in order.
  public var setup: [SuiteSetupLine]
  /// The sampling temperature of every run against a server (`temperature 0.7`).
  public var temperature: Double
  /// How many runs per case and model (`repeat 5`); the offline model runs once.
  public var repetitions: Int
  /// The pass rate below which a case fails the suite (`threshold 0.8`).
  public var threshold: Double
  /// The most model rounds that call tools in one turn (`max-rounds N`), when given.
  public var maxRounds: Int?
  /// The cases, in file order.
  public var cases: [SuiteCase]

  public init(
    name: String, title: String? = nil, session: String? = nil, setup: [SuiteSetupLine] = [],
    temperature: Double = 0.7, repetitions: Int = 5, threshold: Double = 0,
    maxRounds: Int? = nil, cases: [SuiteCase] = []
  ) {
    self.name = name
    self.title = title ?? name
    self.session = session
    self.setup = setup
    self.temperature = temperature
    self.repetitions = repetitions
    self.threshold = threshold
    self.maxRounds = maxRounds
    self.cases = cases
  }
}

/// A REPL command that sets a run up, with the line it was written on.
public struct SuiteSetupLine: Sendable, Equatable {
  /// The 1-based line of the suite file.
  public var line: Int
  /// The command as `repl` takes it (a `"""` block spans lines).
  public var text: String

  public init(line: Int, text: String) {
    self.line = line
    self.text = text
  }
}

/// One case: one or more turns, each a prompt with what the run must do.
public struct SuiteCase: Sendable, Equatable {
  /// The case's name (`case NAME`), unique in the suite.
  public var name: String
  /// The line of its `case` line.
  public var line: Int
  /// The most model rounds that call tools in one turn, overriding the suite's.
  public var maxRounds: Int?
  /// REPL commands run after the suite's set-up, before the case's first prompt (other
  /// instructions, a tool's description): what this case changes.
  public var setup: [SuiteSetupLine]
  /// The turns, in order.
  public var turns: [SuiteTurn]

  public init(
    name: String, line: Int, maxRounds: Int? = nil, setup: [SuiteSetupLine] = [],
    turns: [SuiteTurn] = []
  ) {
    self.name = name
    self.line = line
    self.maxRounds = maxRounds
    self.setup = setup
    self.turns = turns
  }
}

/// One turn of a case: the prompt and the expectations written after it.
public struct SuiteTurn: Sendable, Equatable {
  /// What the user types.
  public var prompt: String
  /// The tools the turn must call; nil when any calls will do.
  public var calls: CallExpectation?
  /// What the arguments of a tool's calls must be.
  public var arguments: [ArgumentExpectation]
  /// What the answer must say.
  public var answer: [AnswerMatcher]

  public init(
    prompt: String, calls: CallExpectation? = nil, arguments: [ArgumentExpectation] = [],
    answer: [AnswerMatcher] = []
  ) {
    self.prompt = prompt
    self.calls = calls
    self.arguments = arguments
    self.answer = answer
  }
}

/// The tools a turn must call.
public struct CallExpectation: Sendable, Equatable {
  /// The tools' names; empty when the turn must call none.
  public var tools: [String]
  /// Whether the calls must come in this order (`calls A B`) or as a set
  /// (`calls any-order A B`).
  public var ordered: Bool

  public init(tools: [String], ordered: Bool = true) {
    self.tools = tools
    self.ordered = ordered
  }
}

/// What one argument of a tool's calls must be (`arg TOOL PATH MATCHER`).
public struct ArgumentExpectation: Sendable, Equatable {
  /// The tool whose calls are checked.
  public var tool: String
  /// The argument: a JSON pointer (`/filters/0/value`) into the call's arguments.
  public var pointer: String
  /// What its value must be.
  public var matcher: ArgumentMatcher

  public init(tool: String, pointer: String, matcher: ArgumentMatcher) {
    self.tool = tool
    self.pointer = pointer
    self.matcher = matcher
  }
}

/// A test on one argument's value.
public enum ArgumentMatcher: Sendable, Equatable {
  /// Exactly this JSON value (numbers compared by value: 3 is 3.0).
  case equals(JSONValue)
  /// One of these values.
  case oneOf([JSONValue])
  /// A number no further than `tolerance` from `value`.
  case near(Double, tolerance: Double)
  /// Text (a string, or the JSON text of another value) in which the pattern is found.
  case matches(String)
  /// A value that appears in the output of the case's Nth tool call (1-based, counted
  /// across the case's turns): the chain geocode → forecast.
  case fromStep(Int)
  /// The argument is not given.
  case absent
}

/// A test on a turn's answer. `contains` and `lacks` ignore case.
public enum AnswerMatcher: Sendable, Equatable {
  /// The answer contains this text.
  case contains(String)
  /// The answer does not contain this text.
  case lacks(String)
  /// The pattern is found in the answer.
  case matches(String)
}
