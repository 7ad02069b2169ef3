import CallsiteCore

/// A currency converter for the author's prompt set: a tool a new author would write, with
/// an amount and two currency codes, as strings (`convertCurrency`) or as an enum
/// (`exchangeMoney`), which the course's tools do not have.
struct CurrencyConverterTool: Tool {
  /// Units of each currency to one US dollar (fixed, so that answers are exact).
  static let rates: [String: Double] = ["USD": 1, "EUR": 0.92, "JPY": 150, "GBP": 0.79]

  /// Whether the codes are an enum rather than free strings.
  var enumCodes = false

  var definition: ToolDefinition {
    let code =
      enumCodes
      ? #""type": "string", "enum": ["USD", "EUR", "JPY", "GBP"]"#
      : #""type": "string""#
    return ToolDefinition(
      name: enumCodes ? "exchangeMoney" : "convertCurrency",
      description: "Convert an amount of money from one currency to another at today's rate",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {
          "amount": {"type": "number", "description": "The amount of money to convert"},
          "from": {\(code), "description": "The currency of the amount, as an ISO 4217 code such as USD"},
          "to": {\(code), "description": "The currency to convert to, as an ISO 4217 code such as EUR"}},
         "required": ["amount", "from", "to"], "x-order": ["amount", "from", "to"],
         "additionalProperties": false}
        """))
  }

  struct UnknownCurrency: Error, CustomStringConvertible {
    var description: String
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let amount = arguments["amount"]?.numberValue?.doubleValue ?? .nan
    let from = arguments["from"]?.stringValue ?? ""
    let to = arguments["to"]?.stringValue ?? ""
    guard let f = Self.rates[from], let t = Self.rates[to] else {
      throw UnknownCurrency(
        description: "unknown currency code: \(Self.rates[from] == nil ? from : to)")
    }
    let result = (amount * t / f * 100).rounded() / 100
    return .structure(
      .object(
        JSONObject([
          ("amount", .double(amount)), ("from", .string(from)), ("result", .double(result)),
          ("to", .string(to)),
        ])))
  }
}
