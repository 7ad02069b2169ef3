import CallsiteCore
import Mustache
import Testing

@Test func anEmptyStringIsFalsyInASection() throws {
  #expect(try render("{{#s}}yes{{/s}}", ["s": ""]) == "")
}

@Test func anEmptyStringRendersAnInvertedSection() throws {
  #expect(try render("{{^s}}none{{/s}}", ["s": ""]) == "none")
}

@Test func aNonEmptyStringIsTruthyAndBecomesTheContext() throws {
  #expect(try render("{{#s}}[{{.}}]{{/s}}", ["s": "x"]) == "[x]")
}

@Test func zeroAndEmptyObjectsAreTruthy() throws {
  #expect(try render("{{#n}}n{{/n}}{{#o}}o{{/o}}", ["n": 0, "o": [:]]) == "no")
}

@Test func falseNullAndEmptyArraysAreFalsy() throws {
  let data: JSONValue = ["f": false, "z": .null, "a": []]
  #expect(try render("{{^f}}f{{/f}}{{^z}}z{{/z}}{{^a}}a{{/a}}{{^m}}m{{/m}}", data) == "fzam")
}

@Test func numbersPrintAsWritten() throws {
  let data = try JSONValue.parse(#"{"a": 1.50, "b": 12345678901234567890}"#)
  #expect(try render("{{a}} {{b}}", data) == "1.50 12345678901234567890")
}

@Test func booleansPrintAsWords() throws {
  #expect(try render("{{t}} {{f}}", ["t": true, "f": false]) == "true false")
}

@Test func standalonePartialsIndentEveryLineButNotData() throws {
  let output = try render(
    "<ul>\n  {{>items}}\n</ul>\n", ["x": "a\nb"],
    partials: ["items": "<li>\n{{x}}\n</li>\n"])
  #expect(output == "<ul>\n  <li>\n  a\nb\n  </li>\n</ul>\n")
}

@Test func nestedStandalonePartialsAddTheirIndentation() throws {
  let output = try render(
    "<div>\n  {{>outer}}\n</div>\n",
    partials: ["outer": "<p>\n  {{>inner}}\n</p>\n", "inner": "x\ny\n"])
  #expect(output == "<div>\n  <p>\n    x\n    y\n  </p>\n</div>\n")
}

@Test func blankLinesInIndentedPartialsStayEmpty() throws {
  let output = try render("  {{>p}}\n", partials: ["p": "a\n\nb\n"])
  #expect(output == "  a\n\n  b\n")
}

@Test func standaloneSectionLinesLeaveNoBlankLines() throws {
  let output = try render(
    "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n", ["items": ["a", "b"]])
  #expect(output == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
}

@Test func dottedNamesDoNotFallBackToOuterContexts() throws {
  let data: JSONValue = ["a": ["b": [:]], "b": ["c": "outer"]]
  #expect(try render("[{{#a}}{{b.c}}{{/a}}]", data) == "[]")
}

@Test func blocksRenderTheirDefaultContentWithoutAParent() throws {
  let output = try render("<title>\n  {{$title}}\n  Home\n  {{/title}}\n</title>\n")
  #expect(output == "<title>\n  Home\n</title>\n")
}

@Test func theClosestCallerOverridesABlock() throws {
  let output = try render(
    "{{<middle}}{{$a}}page{{/a}}{{/middle}}",
    partials: ["middle": "{{<base}}{{$a}}middle{{/a}}{{/base}}", "base": "[{{$a}}base{{/a}}]"])
  #expect(output == "[page]")
}

@Test func setDelimitersDoNotLeakIntoPartials() throws {
  let output = try render("{{=<% %>=}}<%>p%> <%x%>", ["x": "1"], partials: ["p": "{{x}}"])
  #expect(output == "1 1")
}

@Test func textAndSectionsInsideAParentPairAreIgnored() throws {
  let output = try render(
    "{{<base}} skipped {{#x}}also{{/x}} {{$a}}kept{{/a}}{{/base}}", ["x": true],
    partials: ["base": "<{{$a}}default{{/a}}>"])
  #expect(output == "<kept>")
}

@Test func anOverrideIsReindentedToWhereItsBlockStands() throws {
  let output = try render(
    "{{<base}}\n{{$list}}\n    <li>a</li>\n    <li>b</li>\n{{/list}}\n{{/base}}\n",
    partials: ["base": "<ul>\n  {{$list}}\n  {{/list}}\n</ul>\n"])
  #expect(output == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
}
