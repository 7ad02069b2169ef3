import Foundation

/// Files of `../shared/fixtures/`, found from this source file's place in the checkout.
///
/// The folder is looked for beside the package and then beside each folder above it, so the
/// same tests run from the main checkout (`/work/main`) and from a worktree one level deeper.
enum Fixtures {
  static let shared: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    while url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
      let candidate = url.appendingPathComponent("shared/fixtures")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    var fallback = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { fallback.deleteLastPathComponent() }
    return fallback.appendingPathComponent("shared/fixtures")
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: shared.appendingPathComponent(path), encoding: .utf8)
  }

  /// The names of the files in a fixture folder, sorted.
  static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: shared.appendingPathComponent(folder).path)
      .sorted()
  }
}
