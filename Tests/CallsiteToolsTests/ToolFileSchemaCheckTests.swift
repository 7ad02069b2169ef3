import CallsiteTools
import Testing

/// Schema faults that make a tool file fail to load, with file, line, column and pointer.
@Suite struct ToolFileSchemaCheckTests {
  func failure(_ parameters: String) -> String? {
    let text = """
      {"type": "function",
       "function": {"name": "probe", "description": "d",
        "parameters": \(parameters)},
       "run": {"reply": "ok"}}
      """
    do {
      _ = try ToolFile.parse(
        text, path: "tools/probe.json", baseDirectory: TestSupport.contentTools)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aRefCycleFailsTheLoadNamingTheFileLineAndRef() {
    let message = failure(
      ##"""
      {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}},
          "$defs": {"A": {"$ref": "#/$defs/A"}}}
      """##)
    #expect(message?.hasPrefix("tools/probe.json:4:29: error: ") == true)
    #expect(message?.contains(##"/function/parameters/$defs/A/$ref: $ref "#/$defs/A""##) == true)
  }

  @Test func anInvalidPatternFailsTheLoadNamingItsPointer() {
    let message = failure(
      #"{"type": "object", "properties": {"code": {"type": "string", "pattern": "(ab"}}}"#)
    #expect(message?.hasPrefix("tools/probe.json:3:") == true)
    #expect(message?.contains("/function/parameters/properties/code/pattern: ") == true)
  }

  @Test func aMinimumAboveTheMaximumFailsTheLoadNamingItsPointer() {
    let message = failure(
      #"{"type": "object", "properties": {"days": {"type": "integer", "minimum": 9, "maximum": 3}}}"#
    )
    #expect(
      message?.contains(
        "/function/parameters/properties/days/minimum: minimum 9 is above maximum 3")
        == true)
  }
}
