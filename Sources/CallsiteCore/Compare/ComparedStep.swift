/// A step of one run as a comparison sees it: its number, signature, the calls it makes (a
/// failed call's too) and the text it carries.
public struct ComparedStep: Sendable, Equatable {
  /// A call the step makes: the tool and its arguments as recorded.
  public struct Call: Sendable, Equatable {
    public var name: String
    /// The arguments' JSON text, exactly as recorded.
    public var arguments: String
    /// The arguments parsed, when they are JSON.
    public var value: JSONValue?

    public init(name: String, arguments: String) {
      self.name = name
      self.arguments = arguments
      self.value = try? JSONValue.parse(arguments)
    }
  }

  /// The 1-based step number, as the transcript's own page numbers it.
  public var number: Int
  public var step: TranscriptStep
  public var signature: StepSignature
  public var calls: [Call]
  /// What the step says: instructions with their tools, a prompt's or response's text, a
  /// tool's output, a failure's error.
  public var text: String
  /// The step's content as JSON when it is JSON (tool outputs, structured answers), for a
  /// per-key comparison.
  public var value: JSONValue?
  /// The response format a prompt asked for (`generating:`), when any.
  public var responseFormat: JSONValue?

  public init(_ step: TranscriptStep, number: Int, in transcript: Transcript) {
    self.number = number
    self.step = step
    self.value = nil
    self.responseFormat = nil
    switch step {
    case .failure(let f):
      signature = StepSignature(f.reportedToModel ? .failure : .call, tools: [f.tool])
      calls = [Call(name: f.tool, arguments: f.arguments)]
      text = f.error
    case .entry(let i):
      let entry = transcript.entries[i]
      calls = []
      switch entry {
      case .instructions(let e):
        signature = StepSignature(.instructions)
        text =
          Self.text(e.segments) + "\n"
          + JSONValue.array(e.tools.map(\.json)).compactText
        // Key by key: the text, and each tool's description and parameters, so that an
        // edited description shows as itself.
        var parts = JSONObject()
        parts["instructions"] = .string(Self.text(e.segments))
        for tool in e.tools {
          parts["\(tool.name) description"] = .string(tool.description)
          parts["\(tool.name) parameters"] = tool.json["function"]?["parameters"] ?? .null
        }
        value = .object(parts)
      case .prompt(let e):
        signature = StepSignature(.prompt)
        text = Self.text(e.segments)
        responseFormat = e.responseFormat
      case .toolCalls(let e):
        signature = StepSignature(.call, tools: e.calls.map(\.name))
        calls = e.calls.map { Call(name: $0.name, arguments: $0.arguments) }
        text = ""
      case .toolOutput(let e):
        let failed = transcript.failure(ofToolOutput: e).map { $0.source != .callsiteRecord }
        signature = StepSignature(failed == true ? .failure : .output, tools: [e.toolName])
        text = Self.text(e.segments)
        value = Self.json(e.segments)
      case .response(let e):
        signature = StepSignature(.response)
        text = Self.text(e.segments)
        // A structured answer compares as the JSON it is, not as a string of it.
        if e.segments.count == 1, case .structure(let s) = e.segments[0] { value = s.content }
      case .unknown(let o):
        signature = StepSignature(.other, tools: [o["role"]?.stringValue ?? "unknown"])
        text = JSONValue.object(o).compactText
      }
    }
  }

  private static func text(_ segments: [Transcript.Segment]) -> String {
    segments.map(\.plainText).joined(separator: "\n")
  }

  /// One segment's JSON: a structure's content, or a text that parses as an object.
  private static func json(_ segments: [Transcript.Segment]) -> JSONValue? {
    guard segments.count == 1 else { return nil }
    switch segments[0] {
    case .structure(let s): return s.content
    case .text(let t):
      guard let v = try? JSONValue.parse(t.text), v.objectValue != nil else { return nil }
      return v
    case .unknown: return nil
    }
  }
}
