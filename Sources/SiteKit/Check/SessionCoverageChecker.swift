import Foundation

/// Every transcript in `content/transcripts/` should have a session script that reproduces
/// it: a `.repl` file under `content/sessions/` (at any depth, `live/` included) whose
/// `:save` or `:save!` line writes it. A transcript without one is a warning (an error with
/// `gen check --strict`), since nothing can record it again or check it with
/// `repl --script … --check`. A variant `NAME@SUFFIX.json` counts as saved by the script
/// that saves `NAME.json` (`repl --script … --as SUFFIX` records it).
///
/// Scripts are taken to run from the content folder's parent, as `make check-course` runs
/// them: `:save NAME` writes `content/transcripts/NAME.json`, a path is taken from there.
struct SessionCoverageChecker {
  let content: URL
  let display: PathDisplay
  let strict: Bool

  func run() -> [CheckFinding] {
    let transcripts = content.appendingPathComponent("transcripts")
    let names = FolderListing.entries(of: transcripts.path).map(\.name)
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty else { return [] }
    let saved = savedFiles()
    let sessions = display(content.appendingPathComponent("sessions"))
    return names.compactMap { name in
      let url = transcripts.appendingPathComponent(name).standardizedFileURL
      guard !saved.contains(url.path) else { return nil }
      // NAME@SUFFIX.json is the script that saves NAME.json, recorded with `repl --as SUFFIX`.
      if let at = name.lastIndex(of: "@"),
        saved.contains(
          transcripts.appendingPathComponent(name[..<at] + ".json").standardizedFileURL.path)
      {
        return nil
      }
      let stem = String(name.dropLast(".json".count))
      return CheckFinding(
        path: display(url), severity: strict ? .error : .warning, check: "sessions",
        message:
          "no session script in \(sessions)/ saves this transcript, so it cannot be recorded "
          + "again or checked; write \(sessions)/\(stem).repl with the session's commands, "
          + "ending with ':save! \(stem)', and check it with "
          + "'repl --script \(sessions)/\(stem).repl --check'")
    }
  }

  /// The standardized paths of the files the session scripts save.
  func savedFiles() -> Set<String> {
    let sessions = content.appendingPathComponent("sessions")
    let workingDirectory = content.standardizedFileURL.deletingLastPathComponent()
    var out: Set<String> = []
    guard let walk = FileManager.default.enumerator(atPath: sessions.path) else { return out }
    while let relative = walk.nextObject() as? String {
      guard relative.hasSuffix(".repl"),
        let data = FileManager.default.contents(
          atPath: sessions.appendingPathComponent(relative).path)
      else { continue }
      for save in SessionScriptSaves.saves(in: String(decoding: data, as: UTF8.self)) {
        let file = SessionScriptSaves.file(
          of: save.target, content: content, workingDirectory: workingDirectory)
        out.insert(file.path)
      }
    }
    return out
  }
}
