/// One key of JSON values compared across runs: each run's value (compact JSON text), and
/// whether they differ.
public struct KeyDifference: Sendable, Equatable {
  /// The key; empty when the values are not all objects and are compared whole.
  public var key: String
  /// Each run's value, `nil` where the run has no such key (or no such step).
  public var values: [String?]

  public init(key: String, values: [String?]) {
    self.key = key
    self.values = values
  }

  /// Whether the runs' values are not all the same (an absent key differs from any value).
  public var differs: Bool { Set(values.map { $0 ?? "\u{0}absent" }).count > 1 }

  /// The values compared key by key when every present one is an object, else whole; runs
  /// without a value (`nil`) count as absent for every key.
  public static func compare(_ values: [JSONValue?]) -> [KeyDifference] {
    let present = values.compactMap { $0 }
    guard !present.isEmpty else { return [] }
    let objects = present.compactMap(\.objectValue)
    guard objects.count == present.count else {
      return [KeyDifference(key: "", values: values.map { $0?.compactText })]
    }
    var keys: [String] = []
    var seen = Set<String>()
    for object in objects {
      for key in object.keys where seen.insert(key).inserted { keys.append(key) }
    }
    return keys.map { key in
      KeyDifference(key: key, values: values.map { $0?.objectValue?[key]?.compactText })
    }
  }
}
