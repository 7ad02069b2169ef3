import CallsiteCore
import Foundation

/// `gen check`: links and anchors, transcript doctests, session scripts for every transcript,
/// chapters missing from `site.json`, and that `site/` is what `gen build` would write.
public struct SiteChecker: Sendable {
  public var options: BuildOptions
  /// Whether a transcript that no session script saves is an error rather than a warning.
  public var strict: Bool

  public init(options: BuildOptions, strict: Bool = false) {
    self.options = options
    self.strict = strict
  }

  /// Everything found, errors and warnings, and the external links seen (not fetched).
  public func run() async -> (findings: [CheckFinding], external: [String]) {
    let display = PathDisplay()
    var findings: [CheckFinding] = []
    var external: [String] = []
    if FileManager.default.fileExists(atPath: options.output.path) {
      let links = LinkChecker(site: options.output).run()
      findings += links.findings.map { f in
        var f = f
        f.path = display(
          options.output.appendingPathComponent(String(f.path.dropFirst("site/".count))))
        return f
      }
      external = links.external
    } else {
      findings.append(
        CheckFinding(
          path: display(options.output), severity: .error, check: "links",
          message: "no site here; run 'make site' first"))
    }
    findings += await TranscriptChecker(content: options.content, display: display).run()
    findings += TranscriptRangeChecker(content: options.content, display: display).run()
    findings += SessionCoverageChecker(content: options.content, display: display, strict: strict)
      .run()
    findings += ChapterListChecker(content: options.content, display: display).run()
    findings += await MCPToolChecker(content: options.content, display: display).run()
    findings += freshness(display: display)
    return (findings, external)
  }

  /// Builds into a temporary folder and compares it with the site, file by file.
  func freshness(display: PathDisplay) -> [CheckFinding] {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent(
      "callsite-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temp) }
    var fresh = options
    fresh.output = temp.appendingPathComponent("site")
    fresh.clean = true
    do {
      _ = try SiteBuilder(options: fresh).build()
    } catch {
      return error.diagnostics.map {
        CheckFinding(
          path: $0.path, line: $0.line, severity: .error, check: "freshness",
          message: "the site does not build: \($0.message)")
      }
    }
    let expected = Self.files(in: fresh.output)
    let actual = Self.files(in: options.output)
    var findings: [CheckFinding] = []
    let site = display(options.output)
    for path in expected.keys.sorted() where actual[path] != expected[path] {
      findings.append(
        CheckFinding(
          path: "\(site)/\(path)", severity: .error, check: "freshness",
          message: actual[path] == nil
            ? "missing: gen build would write it; run 'make site'"
            : "out of date: gen build would write it differently; run 'make site'"))
    }
    for path in actual.keys.sorted() where expected[path] == nil {
      findings.append(
        CheckFinding(
          path: "\(site)/\(path)", severity: .error, check: "freshness",
          message: "gen build would not write this file; run 'make site'"))
    }
    return findings
  }

  /// File hashes by relative path.
  static func files(in folder: URL) -> [String: String] {
    var out: [String: String] = [:]
    let fm = FileManager.default
    guard let e = fm.enumerator(atPath: folder.path) else { return out }
    while let rel = e.nextObject() as? String {
      var isDir: ObjCBool = false
      let url = folder.appendingPathComponent(rel)
      _ = fm.fileExists(atPath: url.path, isDirectory: &isDir)
      if isDir.boolValue { continue }
      var h = FastHash()
      (fm.contents(atPath: url.path) ?? Data()).withUnsafeBytes { h.combine($0) }
      out[rel] = h.hex
    }
    return out
  }
}
