import CallsiteCore
import Mustache
import Testing

@Test func strictModeRejectsAMissingVariableNamingItAndItsLine() throws {
  let error = try #require(renderError("<h1>\n  {{ title }}</h1>", [:], strict: true))
  #expect(error.kind == .missingVariable)
  #expect(error.line == 2)
  #expect(error.column == 3)
  #expect(error.message.contains("'title'"))
  #expect(error.description.hasPrefix("page:2:3: error: "))
}

@Test func strictModeSaysWhereADottedNameBreaks() throws {
  let error = try #require(
    renderError("{{page.author.name}}", ["page": ["author": [:]]], strict: true))
  #expect(error.message.contains("'page.author' is an object without a key 'name'"))
}

@Test func strictModeNamesThePartialWithTheMissingVariable() throws {
  let error = try #require(
    renderError("{{>nav}}", [:], partials: ["nav": "\n\n{{&links}}"], strict: true))
  #expect(error.template == "nav")
  #expect(error.line == 3)
}

@Test func withoutStrictModeAMissingVariableIsEmpty() throws {
  #expect(try render("[{{title}}]") == "[]")
}

@Test func strictModeAcceptsAnExplicitNull() throws {
  #expect(try render("[{{title}}]", ["title": nil], strict: true) == "[]")
}

@Test func strictModeLetsSectionsTestForMissingNames() throws {
  let output = try render("{{#next}}n{{/next}}{{^next}}none{{/next}}", [:], strict: true)
  #expect(output == "none")
}

@Test func strictModeRejectsPrintingAnObject() throws {
  let error = try #require(renderError("{{page}}", ["page": ["a": 1]], strict: true))
  #expect(error.kind == .notPrintable)
}

@Test func strictModeFindsNamesInOuterContexts() throws {
  let output = try render(
    "{{#items}}{{site}}:{{.}} {{/items}}", ["site": "s", "items": [1, 2]], strict: true)
  #expect(output == "s:1 s:2 ")
}
