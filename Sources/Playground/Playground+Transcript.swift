import CallsiteCore
import Foundation

extension Playground {
  func runTranscriptCommand(_ c: ParsedCommand) async throws(PlaygroundError) {
    switch c.spec.name {
    case "entries":
      try c.expectAtMost(0)
      listEntries()
    case "show":
      try c.expectAtMost(1)
      let text = try c.argument(0, "an entry number")
      guard let n = Int(text), transcript.entries.indices.contains(n - 1) else {
        throw PlaygroundError(
          "there is no entry \(text)",
          hint: "the entries are numbered 1 to \(transcript.entries.count); see :entries")
      }
      say(EntryFormatter.full(transcript.entries[n - 1], number: n, in: transcript))
    case "undo":
      try c.expectAtMost(0)
      try undo()
    case "reset":
      try c.expectAtMost(0)
      transcript = Transcript()
      session = nil
      sessionIsStale = true
      transcriptPath = nil
      _ = try await currentSession()
      unsavedTurns = 0
      say(
        "new transcript with the current instructions and \(tools.count) tool\(tools.count == 1 ? "" : "s")"
      )
    case "save": try await saveTranscript(c)
    case "open": try await open(c)
    case "export":
      try c.expectAtMost(2)
      let word = try c.argument(0, "a format: openai, anthropic or fm")
      guard let format = TranscriptExportFormat(rawValue: word.lowercased()) else {
        throw PlaygroundError(
          "there is no export format \"\(word)\"",
          hint: "use :export openai, :export anthropic or :export fm")
      }
      _ = try await currentSession()
      let text = transcript.exported(as: format).serialized()
      if c.arguments.count > 1 {
        let url = resolve(c.arguments[1], folder: "exports")
        try AtomicFile.write(text, to: url)
        say("wrote \(display(url))")
      } else {
        say(text.trimmingWhitespaceAtEnd)
      }
    default:
      throw PlaygroundError("unknown command :\(c.spec.name)", hint: "type :help")
    }
  }

  func listEntries() {
    guard !transcript.entries.isEmpty else {
      return say("(the transcript is empty until the first prompt)")
    }
    let totals = transcript.cumulativeTokens
    for (i, entry) in transcript.entries.enumerated() {
      let count = transcript.tokenCount(of: entry).count
      say(
        String(format: "%3d  ", i + 1) + EntryFormatter.summary(entry)
          + "  [\(count) tokens, context \(Self.grouped(totals[i]))]")
    }
  }

  func undo() throws(PlaygroundError) {
    guard
      let last = transcript.entries.lastIndex(where: {
        if case .prompt = $0 { true } else { false }
      })
    else {
      throw PlaygroundError("there is no turn to undo", hint: "type a prompt to run one")
    }
    var t = transcript
    let removed = Set(t.entries[last...].map(\.id))
    var calls: Set<String> = []
    for case .toolCalls(let e) in t.entries[last...] {
      for call in e.calls { calls.insert(call.id) }
    }
    t.entries.removeSubrange(last...)
    for id in removed { t.callsite.tokens[id] = nil }
    for id in calls { t.callsite.timings[id] = nil }
    t.callsite.failures.removeAll { removed.contains($0.after) || calls.contains($0.callID) }
    transcript = t
    sessionIsStale = true
    unsavedTurns = max(0, unsavedTurns - 1)
    say(
      "undid the last turn; the transcript has \(t.entries.count) entr\(t.entries.count == 1 ? "y" : "ies")"
    )
  }

  private func saveTranscript(_ c: ParsedCommand) async throws(PlaygroundError) {
    try c.expectAtMost(1)
    let name = try c.argument(0, "a name or path")
    if transcript.entries.isEmpty { _ = try await currentSession() }
    let url = resolve(name, folder: "transcripts")
    _ = try await save(
      transcript.jsonText, to: url, force: c.flags.contains("force"), forced: ":save! \(name)")
    transcriptPath = display(url)
    if checkMode {
      say("\(display(url)) matches")
    } else {
      unsavedTurns = 0
      say("saved the transcript (\(transcript.entries.count) entries) to \(display(url))")
    }
  }

  private func open(_ c: ParsedCommand) async throws(PlaygroundError) {
    try c.expectAtMost(1)
    let url = resolve(try c.argument(0, "a name or path"), folder: "transcripts")
    let text = try readText(url, what: "transcript")
    let opened: Transcript
    do {
      opened = try Transcript(jsonText: text)
    } catch {
      throw PlaygroundError("\(display(url)):\(error)", hint: "fix the file, or open another")
    }
    var notes: [String] = []
    for definition in opened.toolDefinitions {
      if let i = index(of: definition.name) {
        tools[i].definition = definition
        continue
      }
      let file = resolve(definition.name, folder: "tools")
      if FileManager.default.fileExists(atPath: file.path), var draft = try? readTool(file) {
        draft.definition = definition
        tools.append(draft)
      } else {
        tools.append(ToolDraft(definition: definition))
        notes.append(definition.name)
      }
    }
    instructions = opened.instructionsText
    contextSize = opened.contextSize
    transcript = opened
    transcriptPath = display(url)
    session = nil
    sessionIsStale = true
    unsavedTurns = 0
    say("opened \(display(url)): \(opened.entries.count) entries; the next prompt continues it")
    if !notes.isEmpty {
      say(
        "note: no tool file for \(notes.joined(separator: ", ")); give \(notes.count == 1 ? "it" : "them") an implementation with :tool run",
        .note)
    }
  }
}
