import CallsiteCore
import Mustache
import Testing

@Test func aMissingPartialIsAnErrorNamingTheTemplateAndLine() throws {
  let error = try #require(renderError("<body>\n  {{> footer}}\n</body>"))
  #expect(error.kind == .missingPartial)
  #expect(error.template == "page")
  #expect(error.line == 2)
  #expect(error.column == 3)
  #expect(error.message.contains("'footer'"))
}

@Test func aMissingPartialInsideAPartialNamesThePartial() throws {
  let error = try #require(renderError("{{>header}}", partials: ["header": "a\nb {{>logo}}"]))
  #expect(error.template == "header")
  #expect(error.line == 2)
}

@Test func aMissingParentIsAnErrorToo() throws {
  let error = try #require(renderError("x\n{{<layout}}{{/layout}}"))
  #expect(error.kind == .missingPartial)
  #expect(error.line == 2)
}

@Test func missingPartialsCanRenderEmptyAsTheSpecAsks() throws {
  let library = TemplateLibrary(missingPartials: .empty)
  let template = try Template(parsing: "[{{>nothing}}]", name: "page")
  #expect(try library.render(template, context: [:]) == "[]")
}

@Test func aPartialThatIncludesItselfStopsWithAnError() throws {
  let error = try #require(renderError("{{>loop}}", partials: ["loop": "x{{>loop}}"]))
  #expect(error.kind == .recursionLimit)
  #expect(error.template == "loop")
  #expect(error.line == 1)
  #expect(error.column == 2)
}

@Test func aPartialThatIncludesItselfTwiceStopsWithAnErrorWithinTheDepthLimit() throws {
  // Data 40 levels deep ends the recursion within the default depth of 64, after 2^40
  // partials.
  var data: JSONValue = ["a": false]
  for _ in 0..<40 { data = ["a": data] }
  let error = try #require(
    renderError("{{>twice}}", data, partials: ["twice": "{{#a}}{{>twice}}{{>twice}}{{/a}}"]))
  #expect(error.kind == .recursionLimit)
  #expect(error.message.contains("more than 1000000 partials"))
}

@Test func theDepthLimitCountsPartialsOpenAtOnce() throws {
  let sources = ["a": "{{>b}}", "b": "{{>c}}", "c": "end"]
  let shallow = try TemplateLibrary(sources: sources, maximumDepth: 1)
  #expect(throws: TemplateError.self) { try shallow.render("a", context: [:]) }
  let deeper = try TemplateLibrary(sources: sources, maximumDepth: 2)
  #expect(try deeper.render("a", context: [:]) == "end")
}

@Test func recursionThatTheDataEndsIsFine() throws {
  let data: JSONValue = ["name": "a", "kids": [["name": "b", "kids": []]]]
  let output = try render(
    "{{>node}}", data, partials: ["node": "{{name}}({{#kids}}{{>node}}{{/kids}})"])
  #expect(output == "a(b())")
}

@Test func renderingAnUnknownTemplateNameIsAnError() throws {
  let library = TemplateLibrary()
  #expect(throws: TemplateError.self) { try library.render("nope", context: [:]) }
}

@Test func aBlockInsideItsOwnOverrideRendersItsDefaultInsteadOfItself() throws {
  // Found by the Mustache fuzzer: this overflowed the stack.
  let output = try render(
    "{{<layout}}{{$main}}[{{$main}}inner{{/main}}]{{/main}}{{/layout}}",
    partials: ["layout": "<{{$main}}default{{/main}}>"])
  #expect(output == "<[inner]>")
}
