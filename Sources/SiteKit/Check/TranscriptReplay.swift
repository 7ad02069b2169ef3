import CallsiteCore
import CallsiteTools
import Foundation

/// One transcript checked against today's tools: its definitions hash, and each recorded call
/// validated and, for a deterministic tool, run again.
///
/// Calls run in the recorded order on one instance of each tool, so a stateful tool sees the
/// same history as when the transcript was captured.
struct TranscriptReplay {
  let path: String
  let transcript: Transcript
  let locations: JSONLocations
  /// The current tools, by the name each file defines.
  let tools: [String: ToolFile]
  private(set) var findings: [CheckFinding] = []
  private var instances: [String: any Tool] = [:]
  private let options: ToolRunOptions

  init(path: String, transcript: Transcript, locations: JSONLocations, tools: [String: ToolFile]) {
    self.path = path
    self.transcript = transcript
    self.locations = locations
    self.tools = tools
    options = ToolRunOptions(
      date: transcript.callsite.provenance?.captured.flatMap(Self.date))
  }

  /// A finding at the line of the JSON value `pointer` names (no line without one).
  private mutating func add(
    _ pointer: String?, _ severity: CheckFinding.Severity, _ message: String
  ) {
    findings.append(
      CheckFinding(
        path: path, line: pointer.flatMap { locations.position(of: $0).line },
        severity: severity, check: "transcripts", message: message))
  }

  /// The hash of instructions and tool definitions, against the current tools: a warning
  /// naming the tools whose definitions changed since the capture.
  mutating func checkDefinitionsHash() {
    guard let recorded = transcript.callsite.provenance?.definitionsHash else { return }
    let offered = transcript.toolDefinitions
    let current = offered.map { tools[$0.name]?.definition ?? $0 }
    let now = Transcript.definitionsHash(
      instructions: transcript.instructionsText, tools: current)
    guard now != recorded else { return }
    let changed = offered.filter { old in
      tools[old.name].map { $0.definition.json != old.json } ?? false
    }.map(\.name)
    let which =
      changed.isEmpty
      ? "its instructions or tools"
      : "tool definition\(changed.count == 1 ? "" : "s") \(changed.joined(separator: ", "))"
    add(
      "/callsite/provenance/definitionsHash", .warning,
      "captured against an older \(which); run its session script again to capture it anew")
  }

  /// Every call in order, the failed ones at their place after the entry they followed.
  mutating func checkCalls() async {
    var outputs: [String: Transcript.ToolOutputEntry] = [:]
    for case .toolOutput(let o) in transcript.entries { outputs[o.toolCallID] = o }
    var failuresAfter: [String: [FailedCall]] = [:]
    for f in transcript.callsite.failures where !f.reportedToModel {
      failuresAfter[f.after, default: []].append(f)
    }
    for (i, entry) in transcript.entries.enumerated() {
      if case .toolCalls(let calls) = entry {
        for (j, call) in calls.calls.enumerated() {
          await checkCall(
            call, at: "/transcript/entries/\(i)/toolCalls/\(j)", recorded: outputs[call.id])
        }
      }
      for failure in failuresAfter[entry.id] ?? [] { await checkUnreportedFailure(failure) }
    }
  }

  /// One call: its tool exists, its arguments are JSON and fit the schema, and a
  /// deterministic tool gives the recorded output (or, for a call whose error was sent back
  /// to the model, fails again with that error).
  private mutating func checkCall(
    _ call: Transcript.ToolCall, at pointer: String, recorded: Transcript.ToolOutputEntry?
  ) async {
    guard let file = tools[call.name] else {
      add(pointer, .error, "calls \(call.name), which no file in content/tools/ defines")
      return
    }
    guard case .success(let arguments) = call.parsedArguments else {
      add(pointer, .error, "the arguments of \(call.name) are not valid JSON")
      return
    }
    let violations = file.definition.parameters.validate(arguments)
    for v in violations {
      add(pointer + "/arguments", .error, "\(call.name) arguments no longer match its schema: \(v)")
    }
    guard violations.isEmpty, file.isDeterministic, let tool = instance(file) else { return }
    let reported = transcript.callsite.failures.first {
      $0.reportedToModel && $0.callID == call.id
    }
    do {
      let output = try await tool.call(arguments: arguments)
      if let reported {
        add(
          pointer, .warning,
          "\(call.name) failed when recorded (\(reported.error)) but now succeeds; run its session script again"
        )
      } else if let recorded, !Self.matches(output, recorded.segments) {
        add(
          pointer, .error,
          "\(call.name) now returns something else for these arguments; run its session script again (now: \(Self.short(output.modelText)))"
        )
      }
    } catch {
      guard let reported else {
        add(
          pointer, .error,
          "\(call.name) now fails for these arguments: \(TranscriptChecker.withNote(error))")
        return
      }
      if ToolCallError.describe(error) != reported.error {
        add(
          pointer, .error,
          "\(call.name) now fails differently: \(TranscriptChecker.withNote(error)) (recorded: "
            + "\(reported.error))")
      }
    }
  }

  /// A call that failed without its error reaching the model must still fail. One Callsite
  /// refused without running it (the loop guard, an answer round) says nothing of the tool,
  /// and running it here would only move a stateful tool along.
  private mutating func checkUnreportedFailure(_ failure: FailedCall) async {
    guard !failure.error.hasPrefix("not run:"), let file = tools[failure.tool],
      file.isDeterministic, let tool = instance(file),
      let arguments = try? JSONValue.parse(failure.arguments),
      file.definition.parameters.validate(arguments).isEmpty
    else { return }
    if (try? await tool.call(arguments: arguments)) != nil {
      add(
        "/callsite/failures", .warning,
        "\(failure.tool) failed when recorded but now succeeds for \(failure.arguments)")
    }
  }

  /// The transcript's one instance of the tool `file` defines, made at its first call.
  private mutating func instance(_ file: ToolFile) -> (any Tool)? {
    if let existing = instances[file.definition.name] { return existing }
    guard let tool = try? file.makeTool(options: options) else { return nil }
    instances[file.definition.name] = tool
    return tool
  }

  /// Whether a tool's output now is what was recorded: the same text or the same JSON,
  /// whichever form each side has.
  private static func matches(_ output: ToolOutput, _ segments: [Transcript.Segment]) -> Bool {
    guard segments.count == 1 else { return false }
    switch (output, segments[0]) {
    case (.text(let a), .text(let b)): return a == b.text
    case (.structure(let a), .structure(let b)): return a == b.content
    case (.structure(let a), .text(let b)): return (try? JSONValue.parse(b.text)) == a
    case (.text(let a), .structure(let b)): return (try? JSONValue.parse(a)) == b.content
    default: return false
    }
  }

  /// A tool's new output cut to fit a message.
  private static func short(_ s: String) -> String { s.count > 80 ? String(s.prefix(77)) + "…" : s }

  /// The capture date, which date-dependent tools are run at again.
  private static func date(_ iso: String) -> Date? {
    let f = ISO8601DateFormatter()
    return f.date(from: iso)
  }
}
