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
    } catch {
      return [
        CheckFinding(
          path: path, line: error.line, severity: .error, check: "transcripts",
          message: error.message)
      ]
    }
    var replay = TranscriptReplay(
      path: path, transcript: transcript, locations: locations, tools: tools)
    replay.checkDefinitionsHash()
    await replay.checkCalls()
    return replay.findings
  }

  /// The transcript in `url`, and where each of its JSON values sits (for the lines of
  /// findings); or why the file cannot be read or decoded, with the line where its UTF-8 or
  /// its transcript breaks.
  private static func read(_ url: URL) throws(TranscriptError) -> (Transcript, JSONLocations) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw TranscriptError(
        message: "cannot read the file: check that it exists and its permissions")
    }
    let text: String
    do {
      text = try String(strictUTF8: data)
    } catch {
      throw TranscriptError(line: error.line, column: error.column, message: error.message)
    }
    let transcript = try Transcript(jsonText: text)
    do {
      return (transcript, try JSONValue.parseWithLocations(text).1)
    } catch {
      throw TranscriptError(line: error.line, column: error.column, message: error.message)
    }
  }

  /// An error as the author reads it: with the end of a program's standard error, which
  /// the error a model receives leaves out (`AuthoringHinted`).
  static func withNote(_ error: any Error) -> String {
    guard let note = (error as? any AuthoringHinted)?.authorNote else { return "\(error)" }
    return "\(error); " + note.replacingOccurrences(of: "\n", with: " ")
  }
}
