import CallsiteCore
import Foundation

/// One filter of the house search, checked and parsed from the model's text value.
struct HouseFilter: Sendable, Equatable {
  /// What a filter asks for.
  enum Condition: Sendable, Equatable {
    case atLeast(measure: String, Double)
    case atMost(measure: String, Double)
    case feature(String, present: Bool)
  }

  /// The filter type as given (a case of `HouseFilter.types`).
  var type: String
  /// The value as given.
  var value: String
  var condition: Condition

  /// The measures numeric filters compare, each with a `min` and a `max` type.
  static let measures = ["Price", "Bedrooms", "Bathrooms", "SquareFeet", "LotAcres", "YearBuilt"]

  /// Every filter type: `minPrice`, `maxPrice`, … then one per listing feature.
  static let types: [String] =
    measures.flatMap { ["min" + $0, "max" + $0] } + HouseListing.bundled.features

  /// Why a filter was not applied.
  struct Rejection: Error, Equatable {
    var reason: String
  }

  /// Parses `value` for `type`.
  static func parse(type: String, value: String) -> Result<HouseFilter, Rejection> {
    let text = value.trimmingCharacters(in: .whitespaces)
    for measure in measures where type == "min" + measure || type == "max" + measure {
      guard let number = parseNumber(text) else {
        return .failure(Rejection(reason: "\"\(value)\" is not a number"))
      }
      let condition: Condition =
        type.hasPrefix("min")
        ? .atLeast(measure: measure, number) : .atMost(measure: measure, number)
      return .success(HouseFilter(type: type, value: value, condition: condition))
    }
    guard HouseListing.bundled.features.contains(type) else {
      return .failure(Rejection(reason: "\"\(type)\" is not a filter type"))
    }
    switch text.lowercased() {
    case "", "true", "yes", "y", "1", "required", "must", "with":
      return .success(
        HouseFilter(type: type, value: value, condition: .feature(type, present: true)))
    case "false", "no", "n", "0", "without", "none":
      return .success(
        HouseFilter(type: type, value: value, condition: .feature(type, present: false)))
    default:
      return .failure(Rejection(reason: "\"\(value)\" is not yes or no"))
    }
  }

  static let numberWords = [
    "one": 1.0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
  ]

  /// A number from text such as `450000`, `$450,000`, `450k`, `1.2M` or `three`.
  static func parseNumber(_ text: String) -> Double? {
    var t = text.lowercased().filter { $0 != "$" && $0 != "," && $0 != "_" && $0 != " " }
    if let word = numberWords[t] { return word }
    for unit in ["sqft", "squarefeet", "acres", "acre", "bedrooms", "bathrooms", "beds", "baths"]
    where t.hasSuffix(unit) {
      t.removeLast(unit.count)
    }
    var scale = 1.0
    if t.hasSuffix("k") {
      scale = 1000
      t.removeLast()
    } else if t.hasSuffix("m") {
      scale = 1_000_000
      t.removeLast()
    }
    guard let number = Double(t), number.isFinite else { return nil }
    return number * scale
  }

  func accepts(_ house: HouseListing) -> Bool {
    switch condition {
    case .atLeast(let measure, let bound): return house.measure(measure) >= bound
    case .atMost(let measure, let bound): return house.measure(measure) <= bound
    case .feature(let name, let present): return house.features.contains(name) == present
    }
  }
}
