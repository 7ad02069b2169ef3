import CallsiteCore

/// A unit converter for the natural-prompt set: a tool with a number and two enum arguments
/// over the same units, which the course's tools do not have.
struct UnitConverterTool: Tool {
  /// Each unit's factor to its family's base unit (temperatures are converted apart).
  static let factors: [String: (family: String, factor: Double)] = [
    "kilometers": ("length", 1000), "miles": ("length", 1609.344), "meters": ("length", 1),
    "feet": ("length", 0.3048), "kilograms": ("mass", 1), "pounds": ("mass", 0.45359237),
  ]
  static let units = [
    "kilometers", "miles", "meters", "feet", "kilograms", "pounds", "celsius", "fahrenheit",
  ]

  var definition: ToolDefinition {
    let cases = Self.units.map { "\"\($0)\"" }.joined(separator: ", ")
    return ToolDefinition(
      name: "convertUnits",
      description: "Convert a measurement from one unit to another",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {
          "value": {"type": "number", "description": "The amount to convert"},
          "from": {"type": "string", "enum": [\(cases)], "description": "The unit of the amount"},
          "to": {"type": "string", "enum": [\(cases)], "description": "The unit to convert to"}},
         "required": ["value", "from", "to"], "x-order": ["value", "from", "to"],
         "additionalProperties": false}
        """))
  }

  struct Mismatch: Error, CustomStringConvertible {
    var description: String
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let value = arguments["value"]?.numberValue?.doubleValue ?? .nan
    let from = arguments["from"]?.stringValue ?? ""
    let to = arguments["to"]?.stringValue ?? ""
    let result: Double
    switch (from, to) {
    case ("celsius", "fahrenheit"): result = value * 9 / 5 + 32
    case ("fahrenheit", "celsius"): result = (value - 32) * 5 / 9
    case (let a, let b) where a == b: result = value
    default:
      guard let f = Self.factors[from], let t = Self.factors[to], f.family == t.family else {
        throw Mismatch(description: "can't convert \(from) to \(to)")
      }
      result = value * f.factor / t.factor
    }
    let rounded = (result * 100).rounded() / 100
    return .structure(
      .object(
        JSONObject([
          ("value", .double(value)), ("from", .string(from)), ("result", .double(rounded)),
          ("unit", .string(to)),
        ])))
  }
}
