import CallsiteCore
import Testing

@Suite struct LosslessJSONTests {
  @Test func keyOrderAndEscapingDoNotCount() throws {
    let a = try JSONValue.parse(#"{"a": "M\u00fcnchen", "b": "a\/b", "c": [1, 2]}"#)
    let b = try JSONValue.parse(#"{"c": [1, 2], "b": "a/b", "a": "München"}"#)
    #expect(LosslessJSON.differences(a, b).isEmpty)
  }

  @Test func aNumberWrittenWithOtherDigitsIsADifferenceEvenWhenEqualInValue() throws {
    let a = try JSONValue.parse(#"{"t": 0.70, "p": 1.5E0}"#)
    let b = try JSONValue.parse(#"{"t": 0.7, "p": 1.5E0}"#)
    #expect(a == b)
    #expect(LosslessJSON.differences(a, b) == ["/t: number 0.70 became 0.7"])
  }

  @Test func aMissingOrAddedKeyIsADifferenceNamedByItsPointer() throws {
    let a = try JSONValue.parse(#"{"e": [{"id": "x"}]}"#)
    let b = try JSONValue.parse(#"{"e": [{"tools": []}]}"#)
    #expect(
      LosslessJSON.differences(a, b) == [
        "/e/0/id: missing after writing", "/e/0/tools: added by writing",
      ])
  }

  @Test func aChangedTypeOrLengthIsADifference() throws {
    let a = try JSONValue.parse(#"[{"x": "{}"}, 1]"#)
    let b = try JSONValue.parse(#"[{"x": {}}]"#)
    #expect(
      LosslessJSON.differences(a, b) == ["(root): 2 items became 1", "/0/x: string became object"])
  }
}
