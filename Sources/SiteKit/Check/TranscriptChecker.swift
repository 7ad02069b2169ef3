import CallsiteCore
import CallsiteTools
import Foundation

/// Transcript doctests without a model: every recorded tool call names a tool that exists in
/// `content/tools/` and its arguments validate against that tool's current schema; every
/// deterministic tool runs again with the recorded arguments (in the recorded order, on one
/// instance per transcript, so stateful tools see the same history) and its output must equal
/// the recorded one; and the provenance hash of instructions and tool definitions must match
/// the current tools.
struct TranscriptChecker {
  let content: URL
  let display: PathDisplay

  /// The transcripts and tools are found as a build finds them (`ContentLoader`): a file
  /// that does not load is reported as the build reports it, and the others are checked.
  func run() async -> [CheckFinding] {
    let display = self.display
    let loader = ContentLoader(root: content, includeDrafts: true) { display($0) }
    let (loaded, _, toolErrors) = loader.loadTools()
    let transcripts = loader.loadTranscripts()
    var findings = (toolErrors + transcripts.errors).map { d in
      CheckFinding(
        path: d.path, line: d.line, severity: d.severity == .error ? .error : .warning,
        check: "transcripts", message: d.message)
    }
    // By the name each file defines; of two files defining one name, the later file's.
    var tools: [String: ToolFile] = [:]
    for name in loaded.keys.sorted() {
      let file = loaded[name]!.file
      tools[file.definition.name] = file
    }
    for name in transcripts.names.sorted() {
      guard let transcript = transcripts.transcripts[name] else { continue }
      findings += await check(URL(fileURLWithPath: transcript.sourceFile), tools: tools)
    }
    return findings
  }

  private func check(_ url: URL, tools: [String: ToolFile]) async -> [CheckFinding] {
    let path = display(url)
    var findings: [CheckFinding] = []
    func finding(
      _ pointer: String?, _ severity: CheckFinding.Severity, _ message: String,
      locations: JSONLocations?
    ) {
      let line = pointer.flatMap { locations?.position(of: $0).line }
      findings.append(
        CheckFinding(
          path: path, line: line, severity: severity, check: "transcripts", message: message))
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      finding(
        nil, .error, "cannot read the file: check that it exists and its permissions",
        locations: nil)
      return findings
    }
    let text: String
    do {
      text = try String(strictUTF8: data)
    } catch {
      findings.append(
        CheckFinding(
          path: path, line: error.line, severity: .error, check: "transcripts",
          message: error.message))
      return findings
    }
    let transcript: Transcript
    let locations: JSONLocations
    do {
      transcript = try Transcript(jsonText: text)
      (_, locations) = try JSONValue.parseWithLocations(text)
    } catch let error as TranscriptError {
      findings.append(
        CheckFinding(
          path: path, line: error.line, severity: .error, check: "transcripts",
          message: error.message))
      return findings
    } catch {
      finding(nil, .error, "\(error)", locations: nil)
      return findings
    }

    // The hash of instructions and tool definitions, against the current tools.
    if let recorded = transcript.callsite.provenance?.definitionsHash {
      let offered = transcript.toolDefinitions
      let current = offered.map { tools[$0.name]?.definition ?? $0 }
      let now = Transcript.definitionsHash(
        instructions: transcript.instructionsText, tools: current)
      if now != recorded {
        let changed = offered.filter { old in
          tools[old.name].map { $0.definition.json != old.json } ?? false
        }.map(\.name)
        let which =
          changed.isEmpty
          ? "its instructions or tools"
          : "tool definition\(changed.count == 1 ? "" : "s") \(changed.joined(separator: ", "))"
        finding(
          "/callsite/provenance/definitionsHash", .warning,
          "captured against an older \(which); run its session script again to capture it anew",
          locations: locations)
      }
    }

    // Calls, in order, including failed ones at their place.
    var instances: [String: any Tool] = [:]
    let options = ToolRunOptions(date: transcript.callsite.provenance?.captured.flatMap(Self.date))
    var outputs: [String: Transcript.ToolOutputEntry] = [:]
    for case .toolOutput(let o) in transcript.entries { outputs[o.toolCallID] = o }
    var failuresAfter: [String: [FailedCall]] = [:]
    for f in transcript.callsite.failures where !f.reportedToModel {
      failuresAfter[f.after, default: []].append(f)
    }

    func instance(_ file: ToolFile) -> (any Tool)? {
      if let existing = instances[file.definition.name] { return existing }
      guard let tool = try? file.makeTool(options: options) else { return nil }
      instances[file.definition.name] = tool
      return tool
    }

    for (i, entry) in transcript.entries.enumerated() {
      if case .toolCalls(let calls) = entry {
        for (j, call) in calls.calls.enumerated() {
          let pointer = "/transcript/entries/\(i)/toolCalls/\(j)"
          guard let file = tools[call.name] else {
            finding(
              pointer, .error, "calls \(call.name), which no file in content/tools/ defines",
              locations: locations)
            continue
          }
          guard case .success(let arguments) = call.parsedArguments else {
            finding(
              pointer, .error, "the arguments of \(call.name) are not valid JSON",
              locations: locations)
            continue
          }
          let violations = file.definition.parameters.validate(arguments)
          for v in violations {
            finding(
              pointer + "/arguments", .error,
              "\(call.name) arguments no longer match its schema: \(v)", locations: locations)
          }
          guard violations.isEmpty, file.isDeterministic, let tool = instance(file) else {
            continue
          }
          let recorded = outputs[call.id]
          // A call whose error was sent back to the model must fail again with that error.
          let reported = transcript.callsite.failures.first {
            $0.reportedToModel && $0.callID == call.id
          }
          do {
            let output = try await tool.call(arguments: arguments)
            if let reported {
              finding(
                pointer, .warning,
                "\(call.name) failed when recorded (\(reported.error)) but now succeeds; run its session script again",
                locations: locations)
            } else if let recorded, !Self.matches(output, recorded.segments) {
              finding(
                pointer, .error,
                "\(call.name) now returns something else for these arguments; run its session script again (now: \(Self.short(output.modelText)))",
                locations: locations)
            }
          } catch {
            if let reported {
              if ToolCallError.describe(error) != reported.error {
                finding(
                  pointer, .error,
                  "\(call.name) now fails differently: \(Self.withNote(error)) (recorded: "
                    + "\(reported.error))",
                  locations: locations)
              }
              continue
            }
            finding(
              pointer, .error,
              "\(call.name) now fails for these arguments: \(Self.withNote(error))",
              locations: locations)
          }
        }
      }
      // A call Callsite refused without running it (the loop guard, an answer round) says
      // nothing of the tool; running it here would only move a stateful tool along.
      for failure in failuresAfter[entry.id] ?? [] where !failure.error.hasPrefix("not run:") {
        guard let file = tools[failure.tool], file.isDeterministic, let tool = instance(file),
          let arguments = try? JSONValue.parse(failure.arguments),
          file.definition.parameters.validate(arguments).isEmpty
        else { continue }
        if (try? await tool.call(arguments: arguments)) != nil {
          finding(
            "/callsite/failures", .warning,
            "\(failure.tool) failed when recorded but now succeeds for \(failure.arguments)",
            locations: locations)
        }
      }
    }
    return findings
  }

  static func matches(_ output: ToolOutput, _ segments: [Transcript.Segment]) -> Bool {
    guard segments.count == 1 else { return false }
    switch (output, segments[0]) {
    case (.text(let a), .text(let b)): return a == b.text
    case (.structure(let a), .structure(let b)): return a == b.content
    case (.structure(let a), .text(let b)): return (try? JSONValue.parse(b.text)) == a
    case (.text(let a), .structure(let b)): return (try? JSONValue.parse(a)) == b.content
    default: return false
    }
  }

  static func short(_ s: String) -> String { s.count > 80 ? String(s.prefix(77)) + "…" : s }

  static func date(_ iso: String) -> Date? {
    let f = ISO8601DateFormatter()
    return f.date(from: iso)
  }

  /// An error as the author reads it: with the end of a program's standard error, which
  /// the error a model receives leaves out (`AuthoringHinted`).
  static func withNote(_ error: any Error) -> String {
    guard let note = (error as? any AuthoringHinted)?.authorNote else { return "\(error)" }
    return "\(error); " + note.replacingOccurrences(of: "\n", with: " ")
  }
}
