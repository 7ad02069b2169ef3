import CallsiteCore
import Testing

/// The error `JSONValue.parse` throws for `text`, or `nil` when it parses.
func syntaxError(_ text: String) -> JSONSyntaxError? {
  do {
    _ = try JSONValue.parse(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct JSONParserTests {
  @Test func anIntegerStaysAnInteger() throws {
    let value = try JSONValue.parse("3")
    #expect(value.numberValue?.text == "3")
    #expect(value.numberValue?.isInteger == true)
    #expect(value.intValue == 3)
    #expect(value.compactText == "3")
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let value = try JSONValue.parse("-0")
    #expect(value.numberValue?.text == "-0")
    #expect(value.compactText == "-0")
    #expect(value == .int(0))
  }

  @Test func anExponentIsKeptAsWrittenAndIsNotAnIntegerLiteral() throws {
    let value = try JSONValue.parse("1e5")
    #expect(value.compactText == "1e5")
    #expect(value.numberValue?.isInteger == false)
    #expect(value.doubleValue == 100_000)
  }

  @Test func aFractionIsKeptAsWrittenAndEqualsItsValue() throws {
    let value = try JSONValue.parse("1.50")
    #expect(value.compactText == "1.50")
    #expect(value == .double(1.5))
  }

  @Test func bigIntegersKeepEveryDigit() throws {
    let digits = "123456789012345678901234567890"
    let value = try JSONValue.parse("[\(digits), -\(digits)]")
    #expect(value.compactText == "[\(digits),-\(digits)]")
    #expect(value.arrayValue?[0].numberValue?.isInteger == true)
  }

  @Test func bigIntegersThatDifferInTheLastDigitAreNotEqual() throws {
    let a = try JSONValue.parse("12345678901234567890")
    let b = try JSONValue.parse("12345678901234567891")
    #expect(a != b)
  }

  @Test func objectKeysKeepTheirWrittenOrder() throws {
    let value = try JSONValue.parse(#"{"zebra": 1, "apple": 2, "mango": 3}"#)
    #expect(value.objectValue?.keys == ["zebra", "apple", "mango"])
    #expect(value.compactText == #"{"zebra":1,"apple":2,"mango":3}"#)
  }

  @Test func aDuplicateKeyKeepsItsLastValueAtItsFirstPlace() throws {
    let value = try JSONValue.parse(#"{"a": 1, "b": 2, "a": 3}"#)
    #expect(value.objectValue?.keys == ["a", "b"])
    #expect(value["a"] == 3)
  }

  @Test func aDuplicateKeyInALargeObjectKeepsItsLastValueAtItsFirstPlace() throws {
    // Past sixteen members repeated keys are found with a set rather than a scan.
    let keys = (0..<40).map { "k\($0)" }
    let text =
      "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ")
      + ", \"k3\": 2, \"k30\": 3, \"k3\": 4}"
    let object = try #require(try JSONValue.parse(text).objectValue)
    #expect(object.keys == keys)
    #expect(object["k3"] == 4)
    #expect(object["k30"] == 3)
    #expect(object["k39"] == 1)
  }

  @Test func simpleEscapesDecode() throws {
    let value = try JSONValue.parse(#""q\" b\\ s\/ \b\f\n\r\t""#)
    #expect(value == .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t"))
  }

  @Test func unicodeEscapesDecode() throws {
    #expect(try JSONValue.parse(#""\u00e9\u00E9\u0000""#) == .string("éé\u{0}"))
  }

  @Test func aSurrogatePairDecodesToOneScalar() throws {
    let value = try JSONValue.parse(#""\ud83d\ude00""#)
    #expect(value == .string("😀"))
    #expect(value.stringValue?.unicodeScalars.count == 1)
  }

  @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
    #expect(try JSONValue.parse(#""a\ud83db""#) == .string("a\u{FFFD}b"))
    #expect(try JSONValue.parse(#""\ude00""#) == .string("\u{FFFD}"))
  }

  @Test func aHighSurrogateBeforeAnotherEscapeKeepsThatEscape() throws {
    #expect(try JSONValue.parse(#""\ud83d\u0041""#) == .string("\u{FFFD}A"))
  }

  @Test func rawUTF8TextIsKept() throws {
    #expect(try JSONValue.parse(#""375°F — 🍞""#) == .string("375°F — 🍞"))
  }

  @Test func whitespaceAroundTheValueIsAllowed() throws {
    #expect(try JSONValue.parse(" \n\t[ true , false , null ]\r\n") == [true, false, .null])
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try JSONValue.parse("\u{FEFF}{}") == .object(JSONObject()))
  }

  @Test func aMissingValueNamesLineAndColumn() {
    let error = syntaxError(#"{"a": }"#)
    #expect(error?.description == "1:7: unexpected character '}', expected a value")
  }

  @Test func aDoubledCommaOnTheSecondLineNamesLineAndColumn() {
    let error = syntaxError("[1,\n 2,,]")
    #expect(error?.line == 2)
    #expect(error?.column == 4)
    #expect(error?.description == "2:4: unexpected character ',', expected a value")
  }

  @Test func aMissingColonNamesTheKey() {
    #expect(syntaxError(#"{"a" 1}"#)?.description == #"1:6: expected ':' after the key "a""#)
  }

  @Test func anUnterminatedStringIsReportedAtTheEnd() {
    #expect(syntaxError(#"["abc"#)?.description == "1:6: unterminated string")
  }

  @Test func anUnclosedArrayIsReportedAtTheEnd() {
    #expect(syntaxError("[1, 2")?.description == "1:6: unexpected end of input, expected ']'")
  }

  @Test func textAfterTheValueIsAnError() {
    #expect(syntaxError("{} x")?.description == "1:4: unexpected text after the JSON value")
  }

  @Test func aTrailingCommaInAnObjectIsAnError() {
    #expect(syntaxError("{\"a\": 1,\n}")?.description == "2:1: expected a string key")
  }

  @Test func aSingleQuotedKeyIsAnError() {
    #expect(syntaxError("{'a': 1}")?.description == "1:2: expected a string key")
  }

  @Test func aRawControlCharacterInAStringIsAnError() {
    #expect(syntaxError("\"a\tb\"")?.description == "1:3: control character in a string; escape it")
  }

  @Test func anInvalidEscapeIsAnError() {
    #expect(syntaxError(#""\x""#)?.description == #"1:2: invalid escape '\x' in a string"#)
  }

  @Test func aBadLiteralIsAnError() {
    #expect(syntaxError("[tru]")?.description == "1:2: invalid literal, expected 'true'")
  }

  @Test func numbersWithoutDigitsAreErrors() {
    #expect(syntaxError("-")?.description == "1:2: invalid number")
    #expect(syntaxError("1.")?.description == "1:3: invalid number: expected digits after '.'")
    #expect(
      syntaxError("1e+")?.description == "1:4: invalid number: expected digits in the exponent")
  }

  @Test func anEmptyDocumentIsAnError() {
    #expect(syntaxError("  ")?.description == "1:3: unexpected end of input, expected a value")
  }

  @Test func columnsCountBytesAfterMultibyteText() {
    #expect(syntaxError("[\"é\" 1]")?.column == 7)
  }

  @Test func nestingUpTo512LevelsParses() throws {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONValue.parse(text) }
  }

  @Test func nestingPast512LevelsIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    let error = syntaxError(text)
    #expect(error?.message == "nesting deeper than 512 levels")
    #expect(error?.column == 513)
  }

  @Test func locationsNameWhereEachValueStarts() throws {
    let (_, locations) = try JSONValue.parseWithLocations("{\n  \"a\": [1,\n    {\"b\": true}]\n}")
    #expect(locations.position(of: "/a/1/b") == (3, 11))
    #expect(locations.position(of: "/a/0") == (2, 9))
    #expect(locations.position(of: "/a/7") == (2, 8))
  }

  @Test func pointersFollowObjectsAndArraysAndUnescapeTokens() throws {
    let value = try JSONValue.parse(#"{"a/b": [{"~x": 5}]}"#)
    #expect(value.value(at: "/a~1b/0/~0x") == 5)
    #expect(value.value(at: "#/a~1b/0") == ["~x": 5])
    #expect(value.value(at: "/a~1b/1") == nil)
    #expect(JSONPointer.appending("/p", "a/b~c") == "/p/a~1b~0c")
  }
}
