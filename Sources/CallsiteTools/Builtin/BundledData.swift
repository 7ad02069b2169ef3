import CallsiteCore
import Foundation

/// Reads the JSON files bundled in `Data/` (a copied resource folder).
enum BundledData {
  /// A bundled file that is missing or not what the code expects.
  struct Damaged: Error, CustomStringConvertible {
    var file: String
    var detail: String
    var description: String { "bundled data \(file).json is damaged: \(detail)" }
  }

  /// The parsed contents of `Data/NAME.json`.
  static func load(_ name: String) throws -> JSONValue {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data")
    else { throw Damaged(file: name, detail: "the file is missing from the bundle") }
    let data = try Data(contentsOf: url)
    return try JSONValue.parse(bytes: Array(data))
  }
}
