import CallsiteCore
import Foundation

/// Scripts recorded under several models (`--model`, `--as`), checked variant by variant,
/// and a script replayed against a saved transcript (`--replay-against`).
extension ScriptRunner {
  /// Chooses the model with the `:model` arguments `spec` before a script runs.
  public static func choose(model spec: String, in playground: Playground)
    async throws(PlaygroundError)
  {
    _ = try await playground.execute(":model " + spec)
  }

  /// After a check: each `NAME@SUFFIX.json` beside a file the script saved, recorded again
  /// in a new playground (`fresh`) with the model its provenance names, or skipped, saying
  /// why, when that model needs a live server. Returns the lines to print and whether a
  /// variant differs.
  public static func checkVariants(
    _ text: String, checked playground: Playground, fresh: () -> Playground
  ) async -> (lines: [String], failed: Bool) {
    let base = playground.environment.baseDirectory
    var lines: [String] = []
    var failed = false
    for shown in await playground.checkedFiles {
      let file =
        shown.hasPrefix("/") ? URL(fileURLWithPath: shown) : base.appendingPathComponent(shown)
      for (suffix, url) in SaveVariants.variants(of: file) {
        let name = shown.hasPrefix("/") ? url.path : String(shown.dropLast(5)) + "@\(suffix).json"
        switch SaveVariants.modelLine(for: url) {
        case .failure(let reason):
          lines.append("skipped \(name): \(reason.message)")
        case .success(let line):
          let variant = fresh()
          await variant.setCheckMode(true)
          await variant.setSaving(suffix: suffix, hold: false)
          do {
            _ = try await variant.execute(line)
          } catch {
            lines.append("\(name): error: cannot choose \(line.dropFirst()): \(error)")
            failed = true
            continue
          }
          do {
            try await run(text, in: variant)
            lines.append("\(name) matches (\(line.dropFirst()))")
          } catch {
            lines.append("line \(error.line): error: \(error.error)")
            failed = true
          }
        }
      }
    }
    return (lines, failed)
  }

  /// Runs the script with the replay model over the transcript `name` (its model turns, the
  /// tools run again), keeping its saves instead of writing them, and reports each save
  /// aligned with the file it would replace (`AlignmentReport`). `drift` is true when a
  /// step other than the instructions differs.
  public static func replayAgainst(
    _ text: String, name: String, in playground: Playground, colour: Bool
  ) async throws(ScriptError) -> (report: String, drift: Bool) {
    do {
      try await choose(model: "replay " + name, in: playground)
    } catch {
      throw ScriptError(line: 0, error: error)
    }
    await playground.setSaving(suffix: nil, hold: true)
    try await run(text, in: playground)
    var report = ""
    var drift = false
    for (path, now) in await playground.heldSaves {
      guard let data = FileManager.default.contents(atPath: path),
        let saved = try? Transcript(jsonText: String(decoding: data, as: UTF8.self)),
        let new = try? Transcript(jsonText: now)
      else {
        report += "\(path): no saved transcript to compare with\n"
        drift = true
        continue
      }
      let alignment = TranscriptAlignment([("saved", saved), ("now", new)])
      report += "\(path): the saved run (A) and the run now (B)\n"
      report += AlignmentReport(alignment, colour: colour).text
      drift = drift || alignment.firstDifference != nil
    }
    return (report, drift)
  }
}
