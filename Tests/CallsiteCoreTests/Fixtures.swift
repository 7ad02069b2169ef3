import Foundation

/// Files of `../shared/fixtures/`, found from this source file's place in the checkout.
enum Fixtures {
  static let shared: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: shared.appendingPathComponent(path), encoding: .utf8)
  }
}
