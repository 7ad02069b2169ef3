import CallsiteCore
import Foundation

/// The course's clock: the current date and time in a time zone. The one built-in tool that
/// is not deterministic, unless a session fixes its date.
struct ClockTool: Tool {
  let definition: ToolDefinition
  /// A fixed instant to report instead of the system time.
  let fixedDate: Date?

  static let defaultDefinition = ToolDefinition(
    name: "getCurrentTime",
    description: "Get the current date and time in a time zone",
    parameters: SchemaBuilder.schema(
      SchemaBuilder.object(
        "Arguments",
        [
          .init(
            name: "timeZone",
            schema: SchemaBuilder.string(
              "An IANA time zone identifier, such as America/New_York, or UTC"))
        ])))

  static let outputSchema: Schema = {
    let string = SchemaBuilder.scalar("string")
    return SchemaBuilder.schema(
      SchemaBuilder.object(
        "CurrentTime",
        [
          .init(name: "timeZone", schema: string),
          .init(name: "localTime", schema: string),
          .init(name: "weekday", schema: string),
          .init(name: "utcOffset", schema: string),
        ]))
  }()

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let name = BuiltinArguments.string(arguments, "timeZone") ?? "UTC"
    guard let zone = TimeZone(identifier: name) ?? TimeZone(abbreviation: name.uppercased()) else {
      throw UnknownTimeZoneError(name: name)
    }
    let now = fixedDate ?? Date()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let weekday = ForecastSimulator.weekdays[calendar.component(.weekday, from: now) - 1]
    let offset = zone.secondsFromGMT(for: now)
    let sign = offset < 0 ? "-" : "+"
    let hours = abs(offset) / 3600
    let minutes = abs(offset) % 3600 / 60
    let utcOffset =
      sign + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "")
      + "\(minutes)"
    return .structure(
      .object(
        JSONObject([
          ("timeZone", .string(zone.identifier)),
          ("localTime", .string(ForecastSimulator.timestamp(now, zone))),
          ("weekday", .string(weekday)),
          ("utcOffset", .string(utcOffset)),
        ])))
  }
}
