import CallsiteCore
import Foundation

/// FoundationModels schema fixtures, from the project's `Tests/Fixtures/foundation-models`.
enum SwiftDeclarationFixtures {
  static let folder: URL? = {
    let candidate = Fixtures.root.appendingPathComponent("foundation-models")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }()

  /// The schema in `name` (such as `hedgehog.json`).
  static func schema(_ name: String) throws -> Schema {
    guard let folder else { throw CocoaError(.fileNoSuchFile) }
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return try Schema(decoding: JSONValue.parse(text))
  }
}
