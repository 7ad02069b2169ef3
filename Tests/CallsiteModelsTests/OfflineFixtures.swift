import CallsiteCore
import CallsiteModels

/// Small tools whose definitions mirror the course's, for driving real sessions.
enum OfflineFixtures {
  static func schema(_ text: String) -> Schema {
    try! Schema(decoding: try! JSONValue.parse(text))
  }

  static let instructions = "You help travellers. Use the tools; do not guess."

  /// Runs one prompt through a fresh session and returns the transcript.
  static func run(
    _ prompt: String, tools: [any Tool], instructions: String = instructions,
    model: any LanguageModel = OfflineModel(), policy: ToolErrorPolicy = .fail
  ) async throws -> Transcript {
    let session = Session(model: model, tools: tools, instructions: instructions, policy: policy)
    try await session.respond(to: prompt)
    return await session.transcript
  }

  /// The tool calls of a transcript as `name arguments` lines.
  static func calls(_ transcript: Transcript) -> [String] {
    transcript.entries.flatMap { entry -> [String] in
      guard case .toolCalls(let c) = entry else { return [] }
      return c.calls.map { "\($0.name) \($0.arguments)" }
    }
  }

  /// The text of the last response.
  static func answer(_ transcript: Transcript) -> String {
    guard case .response(let r)? = transcript.entries.last else { return "" }
    return r.segments.map(\.plainText).joined()
  }

  /// The transcript's entries as JSON text (timings, which are wall time, left out).
  static func entriesText(_ transcript: Transcript) -> String {
    transcript.json["transcript"]?.serialized() ?? ""
  }
}

struct GeocodeTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "getCoordinates", description: "Finds the latitude and longitude of a place",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {"location": {"type": "string",
          "description": "The city or place the user named"}},
         "required": ["location"], "x-order": ["location"], "additionalProperties": false}
        """))
  }

  static let places: [String: (String, Double, Double)] = [
    "raleigh": ("Raleigh, NC", 35.7796, -78.6382),
    "paris": ("Paris, France", 48.8566, 2.3522),
  ]

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let location = arguments["location"]?.stringValue ?? ""
    let key = location.lowercased().split(separator: ",").first.map(String.init) ?? ""
    guard let (name, lat, lon) = Self.places[key] else {
      throw GeocodeFailure(location: location)
    }
    return .structure(["name": .string(name), "latitude": .double(lat), "longitude": .double(lon)])
  }
}

struct GeocodeFailure: Error, CustomStringConvertible {
  var location: String
  var description: String { "no place named \"\(location)\"" }
}

struct ForecastTool: Tool {
  /// The short forecast of the first period.
  var sky = "Sunny"

  var definition: ToolDefinition {
    ToolDefinition(
      name: "getWeatherForecast", description: "Gets the weather forecast for a point",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {"latitude": {"type": "number"},
          "longitude": {"type": "number"}},
         "required": ["latitude", "longitude"], "x-order": ["latitude", "longitude"],
         "additionalProperties": false}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let lat = arguments["latitude"]?.doubleValue ?? 0
    let lon = arguments["longitude"]?.doubleValue ?? 0
    guard lon < -60 else { throw ForecastFailure() }
    func period(_ name: String, _ t: Int, _ sky: String) -> JSONValue {
      [
        "name": .string(name), "startTime": "2025-06-02T06:00:00-04:00",
        "endTime": "2025-06-02T18:00:00-04:00", "temperature": .int(t),
        "temperatureUnit": "F", "windSpeed": "5 mph", "shortForecast": .string(sky),
        "detailedForecast": "A long sentence that says the same thing in many more words.",
      ]
    }
    return .structure([
      "location": .string("\(lat), \(lon)"),
      "periods": [
        period("Today", 84, sky), period("Tonight", 66, "Clear"),
        period("Tuesday", 88, "Chance Showers"), period("Tuesday Night", 70, "Cloudy"),
      ],
      "simulated": true,
    ])
  }
}

struct ForecastFailure: Error, CustomStringConvertible {
  var description: String { "Data Unavailable For Requested Point" }
}

struct MenuTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "getCoffeeMenu", description: "Looks up drinks on the coffee shop menu",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {"query": {"type": "string",
          "description": "What the customer asked about"}},
         "required": ["query"], "x-order": ["query"], "additionalProperties": false}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    .text("Latte: $4.50\nCappuccino: $4.25\nOat milk: +$0.50\nCold brew: $4.00")
  }
}

struct HouseTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "searchHouses", description: "Searches house listings with filters",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object",
         "properties": {
           "filters": {"type": "array", "description": "Only the new filters",
             "items": {"$ref": "#/$defs/Filter"}},
           "reset": {"type": "boolean",
             "description": "Set to true when the user wants to start over"}},
         "required": ["filters", "reset"], "x-order": ["filters", "reset"],
         "additionalProperties": false,
         "$defs": {"Filter": {"type": "object",
           "properties": {
             "type": {"type": "string", "enum": ["minPrice", "maxPrice", "minBedrooms",
               "maxBedrooms", "minBathrooms", "minSquareFeet", "hasPool", "hasGarage",
               "petFriendly", "nearHikingTrails", "nearSchools", "waterfront"]},
             "value": {"type": "string"},
             "note": {"type": "string"}},
           "required": ["type", "value"], "x-order": ["type", "value", "note"],
           "additionalProperties": false}}}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let count = arguments["filters"]?.arrayValue?.count ?? 0
    return .structure([
      "results": [
        ["address": "12 Oak Lane", "price": 450_000, "bedrooms": 3, "hasPool": true],
        ["address": "7 Elm Court", "price": 489_000, "bedrooms": 4, "hasPool": true],
      ],
      "message": .string("2 houses match \(count) filters."),
    ])
  }
}

struct ContactTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "pickContact", description: "Picks a contact from the address book",
      parameters: OfflineFixtures.schema(#"{"type": "object", "properties": {}}"#))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput { .text("Ada Lovelace") }
}
