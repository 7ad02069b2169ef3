import CallsiteCore
import Synchronization

/// The course's house search: the model passes new filters; the tool keeps the active
/// filters and current results for the life of the instance, so constraints accumulate
/// across calls until a call sets `reset`.
final class HouseSearchTool: Tool {
  let definition: ToolDefinition
  /// How many houses one answer lists.
  let maxResults: Int
  private let active = Mutex<[HouseFilter]>([])

  init(definition: ToolDefinition, maxResults: Int = 5) {
    self.definition = definition
    self.maxResults = max(1, maxResults)
  }

  static let defaultDefinition = ToolDefinition(
    name: "searchHouses",
    description: "Search the house listings; filters add to those of earlier searches",
    parameters: SchemaBuilder.schema(
      SchemaBuilder.object(
        "Arguments",
        [
          .init(
            name: "filters",
            schema: SchemaBuilder.array(
              SchemaBuilder.object(
                "Filter",
                [
                  // The reasoning comes first, so that the model writes it before the value
                  // it informs.
                  .init(
                    name: "note",
                    schema: SchemaBuilder.string(
                      "Why this filter: the words of the request it comes from"),
                    optional: true),
                  .init(name: "type", schema: SchemaBuilder.string(enumValues: HouseFilter.types)),
                  .init(
                    name: "value",
                    schema: SchemaBuilder.string(
                      "A number for min and max filters, yes or no for features")),
                ]),
              "Only the new filters from the user's latest request")),
          .init(
            name: "reset",
            schema: SchemaBuilder.scalar("boolean", "True to drop all earlier filters first"),
            optional: true),
        ])))

  static let outputSchema: Schema = {
    let string = SchemaBuilder.scalar("string")
    let filter = SchemaBuilder.object(
      nil, [.init(name: "type", schema: string), .init(name: "value", schema: string)])
    let ignored = SchemaBuilder.object(
      nil,
      [
        .init(name: "type", schema: string), .init(name: "value", schema: string),
        .init(name: "reason", schema: string),
      ])
    let house = SchemaBuilder.object(
      "House",
      [
        .init(name: "id", schema: string),
        .init(name: "title", schema: string),
        .init(name: "price", schema: SchemaBuilder.scalar("integer")),
        .init(name: "bedrooms", schema: SchemaBuilder.scalar("integer")),
        .init(name: "bathrooms", schema: SchemaBuilder.scalar("number")),
        .init(name: "matchedFeatures", schema: SchemaBuilder.array(string)),
      ])
    return SchemaBuilder.schema(
      SchemaBuilder.object(
        "SearchResult",
        [
          .init(name: "simulated", schema: SchemaBuilder.scalar("boolean")),
          .init(name: "message", schema: string),
          .init(name: "activeFilters", schema: SchemaBuilder.array(filter)),
          .init(name: "ignoredFilters", schema: SchemaBuilder.array(ignored)),
          .init(name: "matchCount", schema: SchemaBuilder.scalar("integer")),
          .init(name: "houses", schema: SchemaBuilder.array(house)),
        ]))
  }()

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let reset = arguments["reset"]?.boolValue ?? false
    var ignored: [(type: String, value: String, reason: String)] = []
    var added: [HouseFilter] = []
    for entry in arguments["filters"]?.arrayValue ?? [] {
      let type = entry["type"]?.stringValue ?? ""
      let value = entry["value"]?.stringValue ?? entry["value"]?.compactText ?? ""
      switch HouseFilter.parse(type: type, value: value) {
      case .success(let filter): added.append(filter)
      case .failure(let rejection): ignored.append((type, value, rejection.reason))
      }
    }
    let filters = active.withLock { filters -> [HouseFilter] in
      if reset { filters = [] }
      for filter in added {
        // A new value for a type replaces the old one, in the old one's place.
        if let i = filters.firstIndex(where: { $0.type == filter.type }) {
          filters[i] = filter
        } else {
          filters.append(filter)
        }
      }
      return filters
    }
    let matches = HouseListing.bundled.listings
      .filter { house in filters.allSatisfy { $0.accepts(house) } }
      .sorted { ($0.price, $0.id) < ($1.price, $1.id) }
    return .structure(
      HouseSearchReport(
        filters: filters, ignored: ignored, matches: matches, maxResults: maxResults, reset: reset
      ).json)
  }

  /// The active filters, for tests and for `repl`'s state display.
  var activeFilters: [HouseFilter] { active.withLock { $0 } }
}
