import CallsiteCore
import Testing

@Suite struct JSONWriterTests {
  let sample: JSONValue = [
    "name": "x", "list": [1, 2], "nested": ["a": [], "b": [:]], "objs": [["k": true]],
    "none": .null,
  ]

  @Test func prettyOutputIndentsTwoSpacesAndKeepsScalarArraysOnOneLine() {
    let expected = """
      {
        "name": "x",
        "list": [1, 2],
        "nested": {
          "a": [],
          "b": {}
        },
        "objs": [
          {
            "k": true
          }
        ],
        "none": null
      }

      """
    #expect(sample.serialized() == expected)
  }

  @Test func prettyOutputEndsWithExactlyOneNewline() {
    let text = JSONValue.int(1).serialized()
    #expect(text == "1\n")
  }

  @Test func compactOutputIsOneLineInKeyOrder() {
    #expect(
      sample.compactText
        == #"{"name":"x","list":[1,2],"nested":{"a":[],"b":{}},"objs":[{"k":true}],"none":null}"#)
    #expect(sample.serialized(.compact) == sample.compactText)
  }

  @Test func canonicalOutputSortsKeysAtEveryLevel() {
    let value: JSONValue = ["b": ["z": 1, "y": 2], "a": [["d": 1, "c": 2]]]
    #expect(value.serialized(.canonical) == #"{"a":[{"c":2,"d":1}],"b":{"y":2,"z":1}}"#)
  }

  @Test func canonicalOutputIsTheSameWhateverTheKeyOrder() throws {
    let a = try JSONValue.parse(#"{"x": 1, "y": [true, {"p": 1, "q": 2}]}"#)
    let b = try JSONValue.parse(#"{"y": [true, {"q": 2, "p": 1}], "x": 1}"#)
    #expect(a.serialized(.canonical) == b.serialized(.canonical))
    #expect(a.compactText != b.compactText)
  }

  @Test func controlCharactersAreEscaped() {
    let value = JSONValue.string("a\u{0}b\u{1}c\u{1F}d\n\r\t\u{08}\u{0C}")
    #expect(value.compactText == #""a\u0000b\u0001c\u001fd\n\r\t\b\f""#)
  }

  @Test func quotesAndBackslashesAreEscapedAndNothingElse() {
    let value = JSONValue.string(#"say "hi" \ / é 🍞 <b>"#)
    #expect(value.compactText == #""say \"hi\" \\ / é 🍞 <b>""#)
  }

  @Test func escapedTextParsesBackToTheSameString() throws {
    let original = "line\none\u{0}\u{7F}\u{2028}\"\\😀"
    let text = JSONValue.string(original).serialized()
    #expect(try JSONValue.parse(text) == .string(original))
  }

  @Test func numbersAreWrittenAsTheirLiteralText() throws {
    let text = #"[3, -0, 1e5, 1.50, 123456789012345678901234567890]"#
    #expect(
      try JSONValue.parse(text).compactText == "[3,-0,1e5,1.50,123456789012345678901234567890]")
  }

  @Test func integralDoublesAreWrittenWithoutAFraction() {
    #expect(JSONValue.double(3).compactText == "3")
    #expect(JSONValue.double(2.5).compactText == "2.5")
    #expect(JSONValue.int(-7).compactText == "-7")
  }

  @Test func parseThenPrettyWriteIsAFixedPoint() throws {
    let once = try JSONValue.parse(#"{"b": [1, {"c": "d"}], "a": {}}"#).serialized()
    #expect(try JSONValue.parse(once).serialized() == once)
  }

  @Test func settingAKeyToNilRemovesItAndSettingAgainAppends() {
    var object = JSONObject([("a", 1), ("b", 2)])
    object["a"] = nil
    object["a"] = 3
    #expect(object.keys == ["b", "a"])
    #expect(object.removeValue(forKey: "b") == 2)
    #expect(JSONValue.object(object).compactText == #"{"a":3}"#)
  }

  @Test func objectsAreEqualWhateverTheirKeyOrder() {
    let a = JSONObject([("a", 1), ("b", 2)])
    let b = JSONObject([("b", 2), ("a", 1)])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != JSONObject([("a", 1)]))
  }
}

/// Every control character is written as JSON's short escape or as `\u00` and two lowercase
/// hex digits, and reads back as itself.
@Test(arguments: UInt8(0)..<0x20)
func aControlCharacterIsWrittenWithItsEscape(byte: UInt8) throws {
  let named: [UInt8: String] = [0x08: "b", 0x09: "t", 0x0A: "n", 0x0C: "f", 0x0D: "r"]
  let hex = String(byte, radix: 16)
  let escape = named[byte] ?? "u00" + (hex.count == 1 ? "0" + hex : hex)
  let text = String(decoding: [byte], as: UTF8.self)
  #expect(JSONValue.quoted(text) == "\"\\" + escape + "\"")
  #expect(try JSONValue.parse(JSONValue.quoted(text)) == .string(text))
}
