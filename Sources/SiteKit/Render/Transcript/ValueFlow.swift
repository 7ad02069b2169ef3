import CallsiteCore

/// Where the arguments of a transcript's tool calls came from: an argument whose value is a
/// value of an earlier tool output, or appears in the prompt, is traced to the latest step
/// that holds it. Numbers compare as numbers, strings exactly; booleans, null, 0, 1 and
/// strings under two characters are too common to mean anything and are left alone.
struct ValueFlow: Sendable {
  /// The step an argument's value came from.
  struct Origin: Sendable, Equatable {
    /// Its step number.
    var step: Int
    /// Which of the source step's marked values it is (0-based), or nil when the source is
    /// text (the prompt) and the whole step is the target.
    var source: Int?
    /// What the step is, for the reader: `the prompt`, `getCoordinates’s output`.
    var what: String
  }

  /// An argument traced to its origin.
  struct Use: Sendable, Equatable {
    /// The argument's JSON pointer in the call's arguments.
    var pointer: String
    var value: JSONValue
    var origin: Origin
  }

  /// A value of a tool output that a later argument uses.
  struct Source: Sendable, Equatable {
    var segment: Int
    var pointer: String
  }

  /// By step number, then by the call's index in the step: the arguments with an origin.
  private(set) var uses: [Int: [Int: [Use]]] = [:]
  /// By step number: the values later arguments use, in the order first used.
  private(set) var sources: [Int: [Source]] = [:]

  /// A value an argument could have come from.
  private enum Candidate {
    case leaf(step: Int, segment: Int, pointer: String, value: JSONValue, what: String)
    case text(step: Int, text: String, numbers: [Double], what: String)
  }

  init(_ transcript: Transcript, steps: [TranscriptHTML.Step]) {
    var candidates: [Candidate] = []
    for (index, step) in steps.enumerated() {
      guard case .entry(let i) = step else { continue }
      let number = index + 1
      switch transcript.entries[i] {
      case .prompt(let e):
        for case .text(let t) in e.segments {
          candidates.append(
            .text(step: number, text: t.text, numbers: Self.numbers(in: t.text), what: "the prompt")
          )
        }
      case .toolOutput(let e):
        let what = "\(e.toolName)’s output"
        for (s, segment) in e.segments.enumerated() {
          guard let value = Self.json(of: segment) else { continue }
          for (pointer, leaf) in Self.leaves(value) where !Self.isTrivial(leaf) {
            candidates.append(
              .leaf(step: number, segment: s, pointer: pointer, value: leaf, what: what))
          }
        }
      case .toolCalls(let e):
        for (c, call) in e.calls.enumerated() {
          guard case .success(let arguments) = call.parsedArguments else { continue }
          for (pointer, leaf) in Self.leaves(arguments) where !Self.isTrivial(leaf) {
            guard let origin = trace(leaf, in: candidates) else { continue }
            uses[number, default: [:]][c, default: []].append(
              Use(pointer: pointer, value: leaf, origin: origin))
          }
        }
      default: break
      }
    }
  }

  /// The latest candidate holding `value`, its source noted when it is a marked value.
  private mutating func trace(_ value: JSONValue, in candidates: [Candidate]) -> Origin? {
    for candidate in candidates.reversed() {
      switch candidate {
      case .leaf(let step, let segment, let pointer, let leaf, let what):
        guard Self.same(value, leaf) else { continue }
        let source = Source(segment: segment, pointer: pointer)
        var list = sources[step, default: []]
        let index = list.firstIndex(of: source) ?? list.count
        if index == list.count { list.append(source) }
        sources[step] = list
        return Origin(step: step, source: index, what: what)
      case .text(let step, let text, let numbers, let what):
        switch value {
        case .string(let s) where s.count >= 3 && text.contains(s):
          return Origin(step: step, source: nil, what: what)
        case .number(let n) where numbers.contains(n.doubleValue):
          return Origin(step: step, source: nil, what: what)
        default: continue
        }
      }
    }
    return nil
  }
}
