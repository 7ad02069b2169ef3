import CallsiteCore
import Foundation

/// FoundationModels schema fixtures, from the nearest `shared/fixtures` above this file (the
/// checkout's sibling in the main tree, two levels up in a helper's worktree).
enum SwiftDeclarationFixtures {
  static let folder: URL? = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      let candidate = url.appendingPathComponent("shared/fixtures/foundation-models")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  /// The schema in `name` (such as `hedgehog.json`).
  static func schema(_ name: String) throws -> Schema {
    guard let folder else { throw CocoaError(.fileNoSuchFile) }
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return try Schema(decoding: JSONValue.parse(text))
  }
}
