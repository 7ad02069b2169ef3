import Mustache
import Testing

@Test func anUnclosedSectionNamesTheLineWhereItOpened() throws {
  let error = try #require(compileError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n"))
  #expect(error.kind == .unclosedSection)
  #expect(error.line == 2)
  #expect(error.column == 3)
  #expect(error.message.contains("{{/items}}"))
}

@Test func anUnclosedInnerSectionIsTheOneReported() throws {
  let error = try #require(compileError("{{#a}}\n{{#b}}\n{{/b}}\n{{#c}}\n"))
  #expect(error.kind == .unclosedSection)
  #expect(error.line == 4)
  #expect(error.message.contains("'c'"))
}

@Test func aMismatchedCloseTagNamesItsOwnLineAndTheOpenSection() throws {
  let error = try #require(compileError("{{#a}}\n{{#b}}\nx\n{{/a}}\n{{/b}}"))
  #expect(error.kind == .mismatchedClose)
  #expect(error.line == 4)
  #expect(error.column == 1)
  #expect(error.message.contains("'b'"))
  #expect(error.message.contains("line 2"))
}

@Test func aCloseTagWithNothingOpenIsAnError() throws {
  let error = try #require(compileError("one\ntwo {{/items}}"))
  #expect(error.kind == .mismatchedClose)
  #expect(error.line == 2)
  #expect(error.column == 5)
}

@Test func anUnclosedParentOrBlockIsReported() throws {
  #expect(compileError("{{<layout}}\n{{$body}}x{{/body}}\n")?.kind == .unclosedSection)
  #expect(compileError("{{$title}}x\n")?.kind == .unclosedSection)
}

@Test func aTagWithoutItsCloseDelimiterIsAnError() throws {
  let error = try #require(compileError("Hello\n  {{name\n"))
  #expect(error.kind == .unclosedTag)
  #expect(error.line == 2)
  #expect(error.column == 3)
}

@Test func aTripleMustacheNeedsThreeClosingBraces() throws {
  let error = try #require(compileError("{{{body}}"))
  #expect(error.kind == .unclosedTag)
  #expect(error.message.contains("}}}"))
}

@Test func anEmptyTagIsAnError() throws {
  #expect(compileError("a {{}} b")?.kind == .badTag)
  #expect(compileError("a {{#}} b")?.kind == .badTag)
}

@Test func aNameWithSpacesIsAnError() throws {
  let error = try #require(compileError("x\n{{page title}}"))
  #expect(error.kind == .badTag)
  #expect(error.line == 2)
}

@Test func aDottedNameWithAnEmptyPartIsAnError() throws {
  #expect(compileError("{{a..b}}")?.kind == .badTag)
  #expect(compileError("{{#a.}}{{/a.}}")?.kind == .badTag)
}

@Test func badSetDelimiterSyntaxIsAnError() throws {
  #expect(compileError("{{=<%%>=}}")?.kind == .badDelimiters)
  #expect(compileError("{{=<% %>}}")?.kind == .badDelimiters)
  #expect(compileError("{{=<= =>=}}")?.kind == .badDelimiters)
}

@Test func errorLinesCountLinesInsideMultilineComments() throws {
  let error = try #require(compileError("{{!\none\ntwo\n}}\n{{/x}}"))
  #expect(error.line == 5)
}

@Test func columnsCountCharactersNotBytes() throws {
  let error = try #require(compileError("é→ {{/x}}"))
  #expect(error.column == 4)
}

@Test func theDescriptionReadsNameLineColumnErrorMessage() throws {
  let error = try #require(compileError("\n\n   {{#items}}"))
  #expect(error.description.hasPrefix("page:3:4: error: "))
}
