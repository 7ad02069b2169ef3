import CallsiteCore

/// Builds run transcripts for the scorer's tests: an instructions entry with the tools, then
/// each turn's prompt, calls (one round each), outputs and answer.
struct SuiteRunBuilder {
  struct Call {
    var name: String
    var arguments: String
    var output: String
  }

  static let tools: [ToolDefinition] = [
    try! ToolDefinition(
      json: [
        "type": "function",
        "function": [
          "name": "geocode", "description": "Find a place",
          "parameters": [
            "type": "object", "properties": ["place": ["type": "string"]],
            "required": ["place"],
          ],
        ],
      ]),
    try! ToolDefinition(
      json: [
        "type": "function",
        "function": [
          "name": "forecast", "description": "The weather at a point",
          "parameters": [
            "type": "object",
            "properties": ["latitude": ["type": "number"], "longitude": ["type": "number"]],
            "required": ["latitude", "longitude"],
          ],
        ],
      ]),
  ]

  var entries: [Transcript.Entry] = [
    .instructions(
      Transcript.Instructions(
        id: "entry-0", segments: [.text(.init(id: "s-0", text: "Help."))], tools: tools))
  ]
  var callsite = CallsiteMetadata()
  private var next = 1

  private mutating func id(_ kind: String) -> String {
    defer { next += 1 }
    return "\(kind)-\(next)"
  }

  /// Adds a turn: the prompt, each round of calls with their outputs, and the answer.
  mutating func turn(_ prompt: String, rounds: [[Call]] = [], answer: String?) {
    entries.append(
      .prompt(
        Transcript.Prompt(id: id("entry"), segments: [.text(.init(id: id("s"), text: prompt))])))
    for round in rounds {
      let calls = round.map {
        Transcript.ToolCall(id: id("call"), name: $0.name, arguments: $0.arguments)
      }
      entries.append(.toolCalls(Transcript.ToolCalls(id: id("entry"), calls: calls)))
      for (call, made) in zip(calls, round) {
        entries.append(
          .toolOutput(
            Transcript.ToolOutputEntry(
              id: id("entry"), toolCallID: call.id, toolName: call.name,
              segments: [.text(.init(id: id("s"), text: made.output))])))
      }
    }
    if let answer {
      entries.append(
        .response(
          Transcript.Response(id: id("entry"), segments: [.text(.init(id: id("s"), text: answer))]))
      )
    }
  }

  var transcript: Transcript { Transcript(entries: entries, callsite: callsite) }

  static let geocodeRaleigh = Call(
    name: "geocode", arguments: #"{"place":"Raleigh"}"#,
    output: #"{"name":"Raleigh","latitude":35.7796,"longitude":-78.6382}"#)
  static let forecastRaleigh = Call(
    name: "forecast", arguments: #"{"latitude":35.7796,"longitude":-78.6382}"#,
    output: "Sunny, 71F")
}

/// The chain case the scorer's tests use.
let chainSuite = """
  case chain
  prompt What is the weather in Raleigh?
  calls geocode forecast
  arg geocode place is "Raleigh"
  arg forecast latitude from step 1
  answer contains sunny
  """

func chainCase() throws -> SuiteCase {
  try SuiteParser.parse(chainSuite, path: "chain.suite").cases[0]
}
