import CallsiteCore

/// The course's geocoding tool: a place name to `{name, latitude, longitude}`.
struct GeocodeTool: Tool {
  let definition: ToolDefinition

  static let defaultDefinition = ToolDefinition(
    name: "getCoordinates",
    description: "Find the latitude and longitude of a place",
    parameters: SchemaBuilder.schema(
      SchemaBuilder.object(
        "Arguments",
        [
          .init(
            name: "location",
            schema: SchemaBuilder.string(
              "A city, optionally with its state or country, such as \"Raleigh, NC\""))
        ])))

  static let outputSchema = SchemaBuilder.schema(
    SchemaBuilder.object(
      "Location",
      [
        .init(name: "name", schema: SchemaBuilder.scalar("string")),
        .init(name: "latitude", schema: SchemaBuilder.scalar("number")),
        .init(name: "longitude", schema: SchemaBuilder.scalar("number")),
      ]))

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let input = BuiltinArguments.string(arguments, "location") ?? ""
    guard let place = Gazetteer.shared.lookup(input) else {
      throw GeocodingError.noMatchingLocation(input)
    }
    return .structure(
      .object(
        JSONObject([
          ("name", .string(place.displayName)),
          ("latitude", .number(place.latitude)),
          ("longitude", .number(place.longitude)),
        ])))
  }
}
