import CallsiteCore

/// What the house search returns: a message for the model, the filters in force, those it
/// ignored, and a short entry per house (the least expensive first).
struct HouseSearchReport {
  var filters: [HouseFilter]
  var ignored: [(type: String, value: String, reason: String)]
  var matches: [HouseListing]
  var maxResults: Int
  var reset: Bool

  var message: String {
    var parts: [String] = []
    if reset { parts.append("Cleared the earlier filters.") }
    let described = filters.map { "\($0.type) \($0.value)" }.joined(separator: ", ")
    let scope = filters.isEmpty ? "no filters are active" : "active filters: \(described)"
    switch matches.count {
    case 0:
      parts.append("No house matches (\(scope)). Ask the user which filter to relax.")
    case 1:
      parts.append("1 house matches (\(scope)).")
    default:
      parts.append("\(matches.count) houses match (\(scope)).")
      if matches.count > maxResults {
        parts.append("Showing the \(maxResults) least expensive.")
      }
    }
    for filter in ignored {
      parts.append("Ignored the filter \(filter.type) \"\(filter.value)\": \(filter.reason).")
    }
    parts.append(
      "The search remembers these filters: next time pass only new ones, or set reset to true to start over."
    )
    parts.append("The listings are simulated.")
    return parts.joined(separator: " ")
  }

  func house(_ listing: HouseListing) -> JSONValue {
    let wanted = filters.compactMap { filter -> String? in
      if case .feature(let name, true) = filter.condition { return name }
      return nil
    }
    return .object(
      JSONObject([
        ("id", .string(listing.id)),
        ("title", .string(listing.title)),
        ("price", listing.json["price"] ?? .int(Int(listing.price))),
        ("bedrooms", listing.json["bedrooms"] ?? .int(Int(listing.bedrooms))),
        ("bathrooms", listing.json["bathrooms"] ?? .double(listing.bathrooms)),
        ("matchedFeatures", .array(wanted.map { .string($0) })),
      ]))
  }

  var json: JSONValue {
    .object(
      JSONObject([
        ("simulated", true),
        ("message", .string(message)),
        (
          "activeFilters",
          .array(
            filters.map {
              .object(JSONObject([("type", .string($0.type)), ("value", .string($0.value))]))
            })
        ),
        (
          "ignoredFilters",
          .array(
            ignored.map {
              .object(
                JSONObject([
                  ("type", .string($0.type)), ("value", .string($0.value)),
                  ("reason", .string($0.reason)),
                ]))
            })
        ),
        ("matchCount", .int(matches.count)),
        ("houses", .array(matches.prefix(maxResults).map(house))),
      ]))
  }
}
