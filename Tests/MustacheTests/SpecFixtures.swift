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

/// Finds and reads the specification's JSON files from the project's own copy,
/// `Tests/Fixtures/mustache-spec` (with the specification's licence and a notice).
enum SpecFixtures {
  /// The fixtures folder, two levels above this file.
  static func directory(from file: String = #filePath) -> URL? {
    let candidate = URL(fileURLWithPath: file).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/mustache-spec")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The cases of one spec file (`sections` reads `sections.json`).
  static func cases(in file: String) throws -> [SpecCase] {
    guard let directory = directory() else {
      throw Missing(description: "no Tests/Fixtures/mustache-spec folder beside \(#filePath)")
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
