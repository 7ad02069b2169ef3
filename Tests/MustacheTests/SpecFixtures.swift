import CallsiteCore
import Foundation

/// One case of the Mustache specification's test data.
struct SpecCase {
  var name: String
  var template: String
  var data: JSONValue
  var partials: [String: String]
  var expected: String
}

/// Finds and reads the specification's JSON files from `shared/fixtures/mustache-spec`, which
/// sits beside the checkout (or in any folder above this file).
enum SpecFixtures {
  /// The fixtures folder: the first ancestor of this file that has it under `shared/`.
  static func directory(from file: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("shared/fixtures/mustache-spec")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The cases of one spec file (`sections` reads `sections.json`).
  static func cases(in file: String) throws -> [SpecCase] {
    guard let directory = directory() else {
      throw Missing(description: "no shared/fixtures/mustache-spec folder above \(#filePath)")
    }
    let url = directory.appendingPathComponent(file + ".json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let root = try JSONValue.parse(text)
    return (root["tests"]?.arrayValue ?? []).map { test in
      var partials: [String: String] = [:]
      for member in test["partials"]?.objectValue ?? JSONObject() {
        partials[member.key] = member.value.stringValue ?? ""
      }
      return SpecCase(
        name: test["name"]?.stringValue ?? "?",
        template: test["template"]?.stringValue ?? "",
        data: test["data"] ?? .null,
        partials: partials,
        expected: test["expected"]?.stringValue ?? "")
    }
  }
}
