import CallsiteCore
import Foundation
import HTMLText
import Highlight
import Testing

@testable import SiteKit

/// JSON written as highlighted HTML straight from a value must read, once the tags are
/// taken off and the entities decoded, exactly as the value serialised; and mark its parts
/// as the JSON highlighter does.
@Suite struct JSONHTMLTests {
  @Test func theTextIsTheSerialisedValueForRandomValues() throws {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<300 {
      let value = Self.randomValue(depth: 0, &generator)
      let html = JSONHTML.html(value)
      #expect(Self.text(of: html) + "\n" == value.serialized())
      #expect(!html.contains("<script"))
      // Quotes stay as they are between tags; only the markup characters are escaped.
      #expect(!html.contains("&quot;") && !html.contains("&#39;"))
    }
  }

  @Test func marksAsTheHighlighterDoes() throws {
    let value = try JSONValue.parse(
      #"{"city": "Paris \"<b>\" & 'Lyon'\n", "days": [1, 2.5, -3], "ok": true, "none": null, "#
        + #""nested": {"list": [{"a": []}, {}]}, "ctl": "\u0001\u001f\t"}"#)
    #expect(JSONHTML.html(value) + "\n" == Highlighter.html(value.serialized(), as: .json))
  }

  /// The text a browser shows for `html`: tags removed, the five entities decoded.
  static func text(of html: String) -> String {
    var out = ""
    var inTag = false
    for c in html {
      if c == "<" {
        inTag = true
      } else if c == ">" {
        inTag = false
      } else if !inTag {
        out.append(c)
      }
    }
    return
      out
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  static func randomString(_ g: inout SeededGenerator) -> String {
    let pieces = [
      "a", "Zürich", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "<script>", "&amp;", "'", ">",
      "東京", "🙂", " ", "\r", "\u{08}", "\u{0C}", "\u{7F}",
    ]
    return (0..<Int(g.next() % 6)).map { _ in pieces[Int(g.next() % UInt64(pieces.count))] }
      .joined()
  }

  static func randomValue(depth: Int, _ g: inout SeededGenerator) -> JSONValue {
    switch g.next() % (depth > 3 ? 5 : 7) {
    case 0: return .null
    case 1: return .bool(g.next() % 2 == 0)
    case 2: return .number(JSONNumber(Int(g.next() % 2000) - 1000))
    case 3: return .number(JSONNumber(Double(g.next() % 10_000) / 64))
    case 4: return .string(randomString(&g))
    case 5:
      return .array((0..<Int(g.next() % 4)).map { _ in randomValue(depth: depth + 1, &g) })
    default:
      var object = JSONObject()
      for i in 0..<Int(g.next() % 4) {
        object[randomString(&g) + "\(i)"] = randomValue(depth: depth + 1, &g)
      }
      return .object(object)
    }
  }
}

/// The JSON string written for HTML in one pass is the JSON string, then escaped as text.
@Test(arguments: UInt8(0)..<128)
func aStringOfOneASCIIByteIsItsJSONLiteralEscapedAsHTMLText(byte: UInt8) {
  for text in [
    String(decoding: [byte], as: UTF8.self), "é" + String(decoding: [byte], as: UTF8.self) + "x",
  ] {
    var out: [UInt8] = []
    JSONValue.appendString(text, to: &out, passing: HTMLTextPass.self)
    #expect(String(decoding: out, as: UTF8.self) == JSONValue.quoted(text).htmlTextEscaped)
  }
}
