import CallsiteCore
import Foundation
import Mustache
import Testing

/// A fresh temporary folder holding `files` (relative path → contents).
private func folder(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("mustache-\(UUID().uuidString)")
    .appendingPathComponent("templates")
  for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }
  return root
}

@Test func aFolderLoadsTemplatesNamedByPathWithoutExtension() throws {
  let root = try folder([
    "page.mustache": "{{>partials/header}}|{{body}}",
    "partials/header.mustache": "<h1>{{title}}</h1>",
    "notes.txt": "not a template",
  ])
  defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
  let library = try TemplateLibrary(folder: root)
  #expect(Set(library.templates.keys) == ["page", "partials/header"])
  let output = try library.render("page", context: ["title": "T", "body": "B"])
  #expect(output == "<h1>T</h1>|B")
}

@Test func errorsInAFolderNameTheFile() throws {
  let root = try folder(["partials/nav.mustache": "<nav>\n{{#links}}\n</nav>\n"])
  defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
  #expect {
    try TemplateLibrary(folder: root)
  } throws: { error in
    let error = error as? TemplateError
    return error?.template == "templates/partials/nav.mustache" && error?.line == 2
  }
}

@Test func aMissingFolderIsAnError() throws {
  let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
  #expect(throws: TemplateError.self) { try TemplateLibrary(folder: missing) }
}

@Test func aLayoutParentWithBlocksRendersAcrossTemplates() throws {
  let library = try TemplateLibrary(sources: [
    "layout":
      "<html>\n<title>{{$title}}Site{{/title}}</title>\n<main>\n  {{$body}}\n  {{/body}}\n</main>\n</html>\n",
    "page":
      "{{<layout}}\n{{$title}}{{page.title}} · Site{{/title}}\n{{$body}}\n<p>{{page.text}}</p>\n<p>end</p>\n{{/body}}\n{{/layout}}\n",
  ])
  let output = try library.render("page", context: ["page": ["title": "Intro", "text": "Hi"]])
  #expect(
    output
      == "<html>\n<title>Intro · Site</title>\n<main>\n  <p>Hi</p>\n  <p>end</p>\n</main>\n</html>\n"
  )
}

@Test func aCompiledTemplateRendersManyTimesWithDifferentData() throws {
  let library = try TemplateLibrary(sources: ["row": "<li>{{name}}</li>"])
  let template = try Template(parsing: "<ul>{{#items}}{{>row}}{{/items}}</ul>", name: "list")
  let first = try library.render(template, context: ["items": [["name": "a"]]])
  let second = try library.render(template, context: ["items": [["name": "b"], ["name": "c"]]])
  #expect(first == "<ul><li>a</li></ul>")
  #expect(second == "<ul><li>b</li><li>c</li></ul>")
}

@Test func aLongListRendersEveryItemInOrder() throws {
  let items = JSONValue.array((0..<5000).map { ["n": .int($0)] })
  let output = try render("{{#items}}{{n}},{{/items}}", ["items": items])
  #expect(output == (0..<5000).map { "\($0)," }.joined())
}

@Test func aTemplateWithoutALibraryTreatsPartialsAsErrors() throws {
  let template = try Template(parsing: "{{>x}}", name: "t")
  #expect(throws: TemplateError.self) { try template.render(context: [:]) }
  #expect(try template.render(context: [:], missingPartials: .empty) == "")
}

@Test func aTemplateThatIsNotUTF8IsAnErrorAtItsBadByte() throws {
  let root = try folder(["page.mustache": "<p>\n{{title}}\n"])
  defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
  try Data([0x3C, 0x70, 0x3E, 0x0A, 0x61, 0xE9, 0x62]).write(
    to: root.appendingPathComponent("page.mustache"))
  #expect {
    try TemplateLibrary(folder: root)
  } throws: { error in
    let error = error as? TemplateError
    return error?.kind == .notUTF8 && error?.line == 2 && error?.column == 2
  }
}
