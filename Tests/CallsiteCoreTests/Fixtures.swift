import Foundation

/// Files of the project's own test data, `Tests/Fixtures/` (each source with its licence and
/// notice), found from this source file's place in the checkout.
enum Fixtures {
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The names of the files in a fixture folder, sorted.
  static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .sorted()
  }
}
