import CallsiteCore
import Foundation

/// The course's forecast tool: a simulated seven-day NWS forecast for a point in the US.
struct WeatherTool: Tool {
  let definition: ToolDefinition
  let simulator: ForecastSimulator

  static let defaultDefinition = ToolDefinition(
    name: "getWeatherForecast",
    description: "Get the seven-day weather forecast for a point in the United States",
    parameters: SchemaBuilder.schema(
      SchemaBuilder.object(
        "Arguments",
        [
          .init(name: "latitude", schema: SchemaBuilder.scalar("number")),
          .init(name: "longitude", schema: SchemaBuilder.scalar("number")),
        ])))

  static let outputSchema: Schema = {
    let string = SchemaBuilder.scalar("string")
    let period = SchemaBuilder.object(
      "Period",
      [
        .init(name: "number", schema: SchemaBuilder.scalar("integer")),
        .init(name: "name", schema: string),
        .init(name: "startTime", schema: string),
        .init(name: "endTime", schema: string),
        .init(name: "isDaytime", schema: SchemaBuilder.scalar("boolean")),
        .init(name: "temperature", schema: SchemaBuilder.scalar("integer")),
        .init(name: "temperatureUnit", schema: SchemaBuilder.string(enumValues: ["F"])),
        .init(
          name: "probabilityOfPrecipitation",
          schema: SchemaBuilder.object(
            nil,
            [
              .init(name: "unitCode", schema: string),
              .init(name: "value", schema: SchemaBuilder.scalar("integer")),
            ])),
        .init(name: "windSpeed", schema: string),
        .init(name: "windDirection", schema: string),
        .init(name: "shortForecast", schema: string),
        .init(name: "detailedForecast", schema: string),
      ])
    var periods = SchemaBuilder.array(period).objectValue!
    periods["minItems"] = 14
    periods["maxItems"] = 14
    return SchemaBuilder.schema(
      SchemaBuilder.object(
        "Forecast",
        [
          .init(name: "simulated", schema: SchemaBuilder.scalar("boolean")),
          .init(name: "source", schema: string),
          .init(name: "location", schema: string),
          .init(name: "generatedAt", schema: string),
          .init(name: "periods", schema: .object(periods)),
        ]))
  }()

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let latitude = BuiltinArguments.number(arguments, "latitude") ?? .nan
    let longitude = BuiltinArguments.number(arguments, "longitude") ?? .nan
    return .structure(try simulator.forecast(latitude: latitude, longitude: longitude))
  }
}
