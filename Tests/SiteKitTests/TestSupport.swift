import CallsiteCore
import Foundation

@testable import SiteKit

/// A temporary folder for one test, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "callsite-test-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes files given as `[relative path: contents]`.
  func write(_ files: [String: String]) throws {
    for (path, text) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  /// Reads every file below `folder` as `[relative path: contents]`.
  func read(_ folder: String) -> [String: String] {
    var out: [String: String] = [:]
    let base = url.appendingPathComponent(folder)
    guard let e = FileManager.default.enumerator(atPath: base.path) else { return out }
    while let rel = e.nextObject() as? String {
      var isDir: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: base.appendingPathComponent(rel).path, isDirectory: &isDir)
      if !isDir.boolValue {
        out[rel] =
          (try? String(contentsOf: base.appendingPathComponent(rel), encoding: .utf8)) ?? "<binary>"
      }
    }
    return out
  }
}

/// Places in the checkout.
enum Repository {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  static let templates = root.appendingPathComponent("templates")

  /// The project's own test data, `Tests/Fixtures/…` (each source with its licence and notice).
  static func fixture(_ path: String) -> URL {
    root.appendingPathComponent("Tests/Fixtures/\(path)")
  }
}

extension TemporaryFolder {
  /// Builds the folder's `content/` with the repository's templates into its `site/`: the
  /// diagnostics of the failure, or none when the build succeeds.
  func buildFailures() -> [BuildDiagnostic] {
    do throws(BuildFailure) {
      _ = try SiteBuilder(
        options: BuildOptions(
          content: url.appendingPathComponent("content"),
          templates: Repository.templates, output: url.appendingPathComponent("site"))
      ).build()
      return []
    } catch {
      return error.diagnostics
    }
  }
}

/// Waits until `done` holds, looking every millisecond for at most 30 seconds (a guard
/// against a hang while a background thread works, not a measurement): whether it holds.
@discardableResult
func waitUntil(_ done: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(30)
  while !done() {
    guard Date() < deadline else { return false }
    usleep(1_000)
  }
  return true
}
