import CallsiteCore
import CallsiteModels

extension Playground {
  /// The tokenizer of the current model's server, when the model is an OpenAI-compatible
  /// one: made once per server, so the server is asked which tokenize endpoint it has once.
  func modelTokenCounter() -> OpenAITokenCounter? {
    guard let builtModel, builtModel.spec == state.model,
      let openai = builtModel.model as? OpenAIModel
    else { return nil }
    let baseURL = openai.configuration.baseURL
    if let kept = tokenCounter, kept.baseURL == baseURL { return kept.counter }
    let counter = OpenAITokenCounter(configuration: openai.configuration)
    tokenCounter = (baseURL, counter)
    return counter
  }

  /// Each entry's tokens as the model's own tokenizer counts its text, by entry id; `nil`
  /// when the model is not served over an OpenAI-compatible API or its server offers no
  /// tokenizer. An entry the server could not count is left out (and so estimated).
  ///
  /// Called after a turn, for the token line: never on a streamed turn's way to its first
  /// token.
  func tokenizerCounts(of entries: [Transcript.Entry]) async -> [String: Int]? {
    guard !entries.isEmpty, let counter = modelTokenCounter(), await counter.hasTokenizer()
    else { return nil }
    var counts: [String: Int] = [:]
    for entry in entries {
      let tally = await counter.count(Self.countedText(of: entry))
      if tally.method == .modelTokenizer { counts[entry.id] = tally.count }
    }
    return counts
  }

  /// The text of an entry that the model reads: its segments' text, a call's name and
  /// arguments, the instructions with each tool's definition as JSON.
  static func countedText(of entry: Transcript.Entry) -> String {
    switch entry {
    case .instructions(let e):
      return (e.segments.map(\.plainText) + e.tools.map(\.json.compactText))
        .joined(separator: "\n")
    case .prompt(let e): return e.segments.map(\.plainText).joined(separator: "\n")
    case .toolCalls(let e):
      return e.calls.map { "\($0.name) \($0.arguments)" }.joined(separator: "\n")
    case .toolOutput(let e): return e.segments.map(\.plainText).joined(separator: "\n")
    case .response(let e): return e.segments.map(\.plainText).joined(separator: "\n")
    case .unknown(let o): return JSONValue.object(o).compactText
    }
  }
}
