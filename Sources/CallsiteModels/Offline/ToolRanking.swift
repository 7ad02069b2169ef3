import CallsiteCore

/// How well a prompt fits each tool (the reference chapter's *Words* and *Choosing a tool*).
struct ToolRanking {
  /// A tool and its score.
  struct Candidate {
    var definition: ToolDefinition
    /// Its position among the session's tools.
    var order: Int
    /// Prompt words found among the tool's words.
    var overlap: Int
    /// Those words.
    var matched: Set<String>
    /// Whether the prompt names the tool.
    var namedInPrompt: Bool
    /// Whether the instructions name the tool.
    var namedInInstructions: Bool
    /// The score that orders candidates.
    var score: Int
  }

  /// The relevant tools, best first (ties keep the session's order).
  let candidates: [Candidate]
  /// Every tool, scored, in the session's order.
  let all: [Candidate]

  init(tools: [ToolDefinition], prompt: PromptText, instructions: String) {
    let promptRaw = Set(Words.rawWords(prompt.text).map { $0.lowercased() })
    let instructionRaw = Set(Words.rawWords(instructions).map { $0.lowercased() })
    let asksForTool = Words.all(prompt.text).contains("tool")
    var all: [Candidate] = []
    for (i, tool) in tools.enumerated() {
      let words = Set(Self.words(of: tool))
      let matched = Set(prompt.contentWords).filter { w in
        Words.expanded(w).contains { words.contains($0) }
      }
      let overlap = matched.count
      let named = promptRaw.contains(tool.name.lowercased())
      let instructed = instructionRaw.contains(tool.name.lowercased())
      var score = overlap + (named ? 3 : 0)
      if instructed && (overlap > 0 || asksForTool) { score += 1 }
      all.append(
        Candidate(
          definition: tool, order: i, overlap: overlap, matched: matched, namedInPrompt: named,
          namedInInstructions: instructed, score: score))
    }
    self.all = all
    candidates = all.filter { $0.score > 0 }.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order
    }
  }

  /// The words of a tool: its name, description, property names, guides and enum cases.
  static func words(of tool: ToolDefinition) -> [String] {
    Words.content(tool.name) + Words.content(tool.description)
      + tool.parameters.describingWords(in: tool.parameters)
  }
}
