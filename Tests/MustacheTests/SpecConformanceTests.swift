import CallsiteCore
import Foundation
import Mustache
import Testing

/// Every case of every file of the Mustache specification, rendered with missing partials as
/// empty (the specification's rule).
@Test(
  "Every case in the spec file renders its expected output",
  arguments: [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
    "~inheritance",
  ])
func specFileConforms(_ file: String) throws {
  let cases = try SpecFixtures.cases(in: file)
  #expect(!cases.isEmpty, "no cases read from \(file).json")
  for spec in cases {
    let actual: String
    do {
      let library = try TemplateLibrary(sources: spec.partials, missingPartials: .empty)
      let template = try Template(parsing: spec.template, name: spec.name)
      actual = try library.render(template, context: spec.data)
    } catch {
      Issue.record("\(file) — \(spec.name): threw \(error)\ntemplate: \(debug(spec.template))")
      continue
    }
    if actual != spec.expected {
      Issue.record(
        """
        \(file) — \(spec.name)
        template: \(debug(spec.template))
        partials: \(spec.partials.mapValues(debug))
        expected: \(debug(spec.expected))
        actual:   \(debug(actual))
        """)
    }
  }
}

private func debug(_ text: String) -> String { String(reflecting: text) }
