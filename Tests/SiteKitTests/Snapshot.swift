import Foundation
import Testing

/// Compares text with a golden file in `Tests/SiteKitTests/Golden/`. With
/// `RECORD_SNAPSHOTS=1` it rewrites the file and fails, so goldens change only on purpose.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = Repository.root.appendingPathComponent("Tests/SiteKitTests/Golden/\(name)")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: url)
    Issue.record("recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("no golden file \(name); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    let got = line < a.count ? String(a[line]) : "<end>"
    let want = line < e.count ? String(e[line]) : "<end>"
    Issue.record("\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)", sourceLocation: sourceLocation)
  }
}
