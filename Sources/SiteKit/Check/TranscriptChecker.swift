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

  /// One transcript's findings: first whether it reads, then its definitions hash, then its
  /// calls run again (`TranscriptReplay`).
  private func check(_ url: URL, tools: [String: ToolFile]) async -> [CheckFinding] {
    let path = display(url)
    let transcript: Transcript
    let locations: JSONLocations
    do {
      (transcript, locations) = try Self.read(url)
    } catch let error as TranscriptError {
      return [
        CheckFinding(
          path: path, line: error.line, severity: .error, check: "transcripts",
          message: error.message)
      ]
    } catch let error as InvalidUTF8 {
      return [
        CheckFinding(
          path: path, line: error.line, severity: .error, check: "transcripts",
          message: error.message)
      ]
    } catch {
      return [
        CheckFinding(
          path: path, line: nil, severity: .error, check: "transcripts", message: "\(error)")
      ]
    }
    var replay = TranscriptReplay(
      path: path, transcript: transcript, locations: locations, tools: tools)
    replay.checkDefinitionsHash()
    await replay.checkCalls()
    return replay.findings
  }

  /// The transcript in `url`, and where each of its JSON values sits (for the lines of
  /// findings). A file that cannot be read or decoded throws why, with the line where its
  /// UTF-8 or its transcript breaks.
  private static func read(_ url: URL) throws -> (Transcript, JSONLocations) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw TranscriptError(
        message: "cannot read the file: check that it exists and its permissions")
    }
    let text = try String(strictUTF8: data)
    let transcript = try Transcript(jsonText: text)
    let (_, locations) = try JSONValue.parseWithLocations(text)
    return (transcript, locations)
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
