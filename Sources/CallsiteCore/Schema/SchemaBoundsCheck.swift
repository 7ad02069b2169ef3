import Foundation

/// Checks, for one schema object, the keywords that can be well shaped and still admit
/// nothing: a `pattern` that does not compile, `minimum` above `maximum`, `minItems` above
/// `maxItems`. Each error names the JSON pointer of the offending keyword.
enum SchemaBoundsCheck {
  static func check(_ json: JSONObject, pointer: String) throws(SchemaError) {
    if let pattern = json["pattern"] {
      let at = JSONPointer.appending(pointer, "pattern")
      guard let text = pattern.stringValue else {
        throw SchemaError(pointer: at, message: "pattern must be a string")
      }
      // The same engine validation matches values with.
      guard (try? NSRegularExpression(pattern: text)) != nil else {
        throw SchemaError(
          pointer: at,
          message:
            "the pattern \(JSONValue.string(text).compactText) is not a valid regular "
            + "expression; fix it or remove it")
      }
    }
    if let low = json["minimum"]?.numberValue, let high = json["maximum"]?.numberValue,
      low.doubleValue > high.doubleValue
    {
      throw SchemaError(
        pointer: JSONPointer.appending(pointer, "minimum"),
        message:
          "minimum \(low.text) is above maximum \(high.text), so no number fits; "
          + "swap them or correct one")
    }
    if let low = json["minItems"]?.intValue, let high = json["maxItems"]?.intValue, low > high {
      throw SchemaError(
        pointer: JSONPointer.appending(pointer, "minItems"),
        message:
          "minItems \(low) is above maxItems \(high), so no array fits; swap them or correct one"
      )
    }
  }
}
