import CallsiteCore
import CallsiteTools
import Markdown

/// The fenced blocks lessons can use: `transcript NAME [steps=A-B] [wire]`, `tool NAME`,
/// `compare A B …`, and code in Swift, JSON, shell and REPL sessions highlighted at build time.
struct BlockRenderers {
  let plan: SitePlan
  /// The build's transcripts, decoded and rendered once.
  let memo: TranscriptMemo
  /// `../` from the page to the site root.
  let root: String

  var registry: FencedBlockRegistry {
    var registry = FencedBlockRegistry()
    registry.register("swift") { block in try SwiftBlockHTML.render(block) }
    for language in ["json", "sh", "shell", "bash", "console", "repl"] {
      registry.register(language) { block in CodeHTML.block(block.code, language: block.language) }
    }
    registerTranscript(in: &registry)
    registerTool(in: &registry)
    registerCompare(in: &registry)
    registerScorecard(in: &registry)
    registerRecordings(in: &registry)
    return registry
  }

  /// The ` ```transcript NAME [steps=A-B] ` block: the transcript's steps, with the notes
  /// written inside the block.
  func registerTranscript(in registry: inout FencedBlockRegistry) {
    let content = plan.content
    let root = self.root
    let memo = self.memo
    // A transcript split over several blocks shows its provenance in the first.
    let shown = ShownProvenance()
    registry.register("transcript") { block in
      let words = block.arguments.split(separator: " ").map(String.init)
      guard let name = words.first else {
        throw BlockRenderError("a transcript block needs a name: ```transcript NAME")
      }
      // One that did not load was reported then; the build fails without a second error.
      if content.unreadableTranscripts.contains(name) { return "" }
      guard content.transcripts[name] != nil else {
        let known = content.transcripts.keys.sorted()
        throw BlockRenderError(
          UnknownTranscript.message(name, known: known, folder: "content/transcripts"))
      }
      var steps: ClosedRange<Int>?
      for word in words.dropFirst() {
        // Accepted from lessons written when the wire views were links: every block shows
        // them now.
        if word == "wire" { continue }
        guard word.hasPrefix("steps=") else {
          throw BlockRenderError(
            "unknown option \"\(word)\" for a transcript block; use steps=A-B or wire")
        }
        steps = try Self.parseSteps(String(word.dropFirst(6)))
      }
      let transcript: Transcript
      do {
        transcript = try memo.transcript(name)
      } catch {
        throw BlockRenderError("the transcript \(name) does not read: \(error)")
      }
      var html = TranscriptHTML(
        transcript: transcript, name: name, tools: content.tools,
        defaultContextSize: content.config.contextSize,
        root: root, standalone: false)
      let total = html.stepCount
      if let steps, steps.upperBound > total {
        throw BlockRenderError(
          "steps=\(steps.lowerBound)-\(steps.upperBound) is past the end: \(name) has \(total) steps"
        )
      }
      html.notes = try Self.notes(in: block, steps: steps, total: total, name: name)
      html.provenanceShownAt = shown.firstShown(name, id: html.anchorPrefix + "-provenance")
      return html.render(steps: steps, cache: memo.steps, uses: memo.stepUses(name))
    }
  }

  /// The ` ```tool NAME [no-swift] ` block: the tool's arguments, schema and Swift.
  func registerTool(in registry: inout FencedBlockRegistry) {
    let content = plan.content
    let root = self.root
    registry.register("tool") { block in
      let words = block.arguments.split(separator: " ").map(String.init)
      let name = words.first ?? ""
      let options = words.dropFirst()
      if let unknown = options.first(where: { $0 != "no-swift" }) {
        throw BlockRenderError(
          "unknown option \"\(unknown)\" after tool \(name); the one option is no-swift, for a lesson that writes the tool's Swift itself"
        )
      }
      if content.unreadableTools.contains(name) { return "" }
      guard let tool = content.tools[name] else {
        let known = content.tools.keys.sorted()
        throw BlockRenderError(
          "no tool named \"\(name)\" in content/tools/; "
            + (known.isEmpty ? "there are none yet" : "there are: \(known.joined(separator: ", "))")
        )
      }
      return ToolHTML(
        definition: tool.file.definition, page: root + ToolPages.path(name),
        swiftSource: ToolSwift(file: tool.file).text, showsSwift: !options.contains("no-swift")
      ).render()
    }
  }

  /// The notes written inside a transcript block, as HTML by step; a note on a step the
  /// block does not show is an error at the note's line.
  static func notes(
    in block: FencedBlock, steps: ClosedRange<Int>?, total: Int, name: String
  ) throws -> [Int: String] {
    let parsed: StepNotes
    do {
      parsed = try StepNotes.parse(block.code)
    } catch {
      throw BlockRenderError(error.message, line: block.line + 1 + error.line)
    }
    for note in parsed.notes {
      let line = block.line + 1 + note.line
      if note.step < 1 || note.step > total {
        throw BlockRenderError(
          "a note on step \(note.step), but \(name) has \(total) steps; number the note by the step it explains",
          line: line)
      }
      if let steps, !steps.contains(note.step) {
        throw BlockRenderError(
          "a note on step \(note.step), which this block does not show (steps=\(steps.lowerBound)-\(steps.upperBound)); move the note to the block that shows it",
          line: line)
      }
    }
    return parsed.html()
  }

  /// `2-4` or `3`.
  static func parseSteps(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let a = Int(parts[0]), let b = Int(parts.last!), a >= 1,
      a <= b
    else {
      throw BlockRenderError("steps=\(text) is not a range like steps=2-4")
    }
    return a...b
  }
}
