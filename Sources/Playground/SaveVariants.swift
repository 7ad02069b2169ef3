import CallsiteCore
public import Foundation

/// Transcripts of one session script recorded under several models: `NAME@SUFFIX.json`
/// beside `NAME.json` (`repl --as SUFFIX`), each with its own provenance.
public enum SaveVariants {
  /// `NAME` → `NAME@SUFFIX`; a path's file name gets the suffix before `.json`.
  public static func name(_ name: String, suffix: String) -> String {
    name.hasSuffix(".json") ? String(name.dropLast(5)) + "@\(suffix).json" : name + "@\(suffix)"
  }

  /// Whether a suffix can be part of a file name: letters, digits, `.`, `_` and `-`.
  public static func isValid(_ suffix: String) -> Bool {
    !suffix.isEmpty && !suffix.hasPrefix(".")
      && suffix.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) }
  }

  /// The variants saved beside `file` (`NAME.json`): each `NAME@SUFFIX.json`, by suffix.
  public static func variants(of file: URL) -> [(suffix: String, url: URL)] {
    let folder = file.deletingLastPathComponent()
    let stem = file.deletingPathExtension().lastPathComponent + "@"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(stem) && $0.hasSuffix(".json") }.sorted().map {
      (String($0.dropFirst(stem.count).dropLast(5)), folder.appendingPathComponent($0))
    }
  }

  /// The `:model` line that records a variant again, or why it cannot be checked here:
  /// offline and replay runs are reproducible; an OpenAI-compatible server's are not.
  public static func modelLine(for url: URL) -> Result<String, PlaygroundError> {
    guard let data = FileManager.default.contents(atPath: url.path),
      let transcript = try? Transcript(jsonText: String(decoding: data, as: UTF8.self))
    else { return .failure(PlaygroundError("it does not read as a transcript")) }
    let provenance = transcript.callsite.provenance
    switch provenance?.backend {
    case "offline": return .success(":model offline")
    // Its own model turns, replayed while the tools run again.
    case "replay": return .success(":model replay \(url.path)")
    case let backend?:
      return .failure(
        PlaygroundError(
          "recorded with the \(backend) backend (model \(provenance?.model ?? "unknown")), which needs a live server"
        ))
    case nil: return .failure(PlaygroundError("it has no provenance to say how it was recorded"))
    }
  }
}
