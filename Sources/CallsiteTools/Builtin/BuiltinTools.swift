public import CallsiteCore
public import Foundation

/// The course's tools, which run offline on data bundled with this module.
///
/// | name | tool | output |
/// |---|---|---|
/// | `geocode` | `getCoordinates` | `{name, latitude, longitude}` |
/// | `weather` | `getWeatherForecast` | a simulated NWS seven-day forecast |
/// | `coffeeMenu` | `getCoffeeMenu` | the menu as text |
/// | `houseSearch` | `searchHouses` | matching houses; filters accumulate per instance |
/// | `contactPicker` | `pickContact` | a name, never the same twice per instance |
/// | `clock` | `getCurrentTime` | the date and time in a time zone |
public enum BuiltinTools {
  /// The builtin names a tool file's `"run": {"builtin": …}` may use.
  public static let names = [
    "geocode", "weather", "coffeeMenu", "houseSearch", "contactPicker", "clock",
  ]

  /// The definition the course uses for a builtin (`nil` for an unknown name).
  public static func definition(for name: String) -> ToolDefinition? {
    switch name {
    case "geocode": return GeocodeTool.defaultDefinition
    case "weather": return WeatherTool.defaultDefinition
    case "coffeeMenu": return CoffeeMenuTool.defaultDefinition
    case "houseSearch": return HouseSearchTool.defaultDefinition
    case "contactPicker": return ContactPickerTool.defaultDefinition
    case "clock": return ClockTool.defaultDefinition
    default: return nil
    }
  }

  /// The shape of a builtin's output; a text output is a schema of type `string`.
  public static func outputSchema(for name: String) -> Schema? {
    switch name {
    case "geocode": return GeocodeTool.outputSchema
    case "weather": return WeatherTool.outputSchema
    case "coffeeMenu": return CoffeeMenuTool.outputSchema
    case "houseSearch": return HouseSearchTool.outputSchema
    case "contactPicker": return ContactPickerTool.outputSchema
    case "clock": return ClockTool.outputSchema
    default: return nil
    }
  }

  /// The text of the course's tool file for a builtin, as `content/tools/` holds it: the
  /// course definition and `"run": {"builtin": name}`.
  public static func toolFileText(for name: String) -> String? {
    guard var object = definition(for: name)?.json.objectValue else { return nil }
    object["run"] = .object(JSONObject([("builtin", .string(name))]))
    return JSONValue.object(object).serialized()
  }

  /// Whether a builtin gives the same output for the same calls: all but the clock.
  public static func isDeterministic(_ name: String) -> Bool { name != "clock" }

  /// The reference date of the forecast when nothing else sets one (2026-05-01T12:00:00Z).
  public static let defaultReferenceDate = ForecastSimulator.defaultReferenceDate

  /// A fresh instance of a builtin. `definition` defaults to the course's; `options` are the
  /// tool file's (`referenceDate` for the weather and `date` for the clock as ISO 8601,
  /// `maxResults` for the house search); `runOptions.date` overrides both dates.
  public static func makeTool(
    _ name: String, definition: ToolDefinition? = nil, options: JSONObject = JSONObject(),
    runOptions: ToolRunOptions = .init()
  ) throws -> any Tool {
    guard let fallback = Self.definition(for: name) else {
      throw BuiltinOptionError(
        message: "unknown builtin \"\(name)\"; expected one of: \(names.joined(separator: ", "))")
    }
    let definition = definition ?? fallback
    switch name {
    case "geocode":
      return GeocodeTool(definition: definition)
    case "weather":
      let date = try runOptions.date ?? date(options, "referenceDate")
      return WeatherTool(
        definition: definition,
        simulator: ForecastSimulator(referenceDate: date ?? defaultReferenceDate))
    case "coffeeMenu":
      return CoffeeMenuTool(definition: definition)
    case "houseSearch":
      let limit = options["maxResults"].map { $0.intValue ?? -1 } ?? 5
      guard limit > 0 else {
        throw BuiltinOptionError(message: "\"maxResults\" must be a whole number above 0")
      }
      return HouseSearchTool(definition: definition, maxResults: limit)
    case "contactPicker":
      return ContactPickerTool(definition: definition)
    default:
      return ClockTool(
        definition: definition, fixedDate: try runOptions.date ?? date(options, "date"))
    }
  }

  /// An ISO 8601 date option.
  static func date(_ options: JSONObject, _ key: String) throws(BuiltinOptionError) -> Date? {
    guard let value = options[key] else { return nil }
    guard let text = value.stringValue, let date = ISO8601DateFormatter().date(from: text) else {
      throw BuiltinOptionError(
        message: "option \"\(key)\" must be an ISO 8601 date such as 2026-05-01T09:00:00Z")
    }
    return date
  }
}
