public import CallsiteCore

/// A set of named, compiled templates that can include one another as partials and parents.
///
/// A page template is rendered by name; `{{>name}}` and `{{<name}}` tags find their templates
/// here. Values of this type are immutable once built and safe to share across threads.
public struct TemplateLibrary: Sendable {
  /// The templates by the name tags use (`page`, `partials/header`).
  public var templates: [String: Template]
  /// What to do when a tag names a template that is not here.
  public var missingPartials: MissingPartialPolicy
  /// How many partials and parents may be open at once before rendering stops with an error
  /// (a template that includes itself with nothing to stop it).
  public var maximumDepth: Int

  /// A library holding `templates`.
  public init(
    _ templates: [String: Template] = [:], missingPartials: MissingPartialPolicy = .error,
    maximumDepth: Int = 64
  ) {
    self.templates = templates
    self.missingPartials = missingPartials
    self.maximumDepth = maximumDepth
  }

  /// A library compiled from sources by name; each template's messages use its name, and the
  /// first error in name order is the one thrown.
  public init(
    sources: [String: String], missingPartials: MissingPartialPolicy = .error,
    maximumDepth: Int = 64
  ) throws(TemplateError) {
    var templates: [String: Template] = [:]
    for name in sources.keys.sorted() {
      templates[name] = try Template(parsing: sources[name]!, name: name)
    }
    self.init(templates, missingPartials: missingPartials, maximumDepth: maximumDepth)
  }

  /// The template a tag would find under `name`.
  public subscript(name: String) -> Template? { templates[name] }

  /// Renders the template named `name` against `context`.
  ///
  /// In `strict` mode a variable tag whose name the data lacks is an error naming the
  /// variable, template and line; sections over missing names still render as empty.
  /// `capacity` is the output's expected size in bytes: a page that holds a large value
  /// reserves room for it at once instead of growing and copying its output step by step.
  public func render(
    _ name: String, context: JSONValue, strict: Bool = false, capacity: Int = 4_096
  ) throws(TemplateError) -> String {
    guard let template = templates[name] else {
      throw TemplateError(
        .missingTemplate, template: name, line: 0, column: 0,
        message: "no template named '\(name)' in the library")
    }
    return try render(template, context: context, strict: strict, capacity: capacity)
  }

  /// Renders a template (not necessarily one of this library's) with this library's partials.
  public func render(
    _ template: Template, context: JSONValue, strict: Bool = false, capacity: Int = 4_096
  ) throws(TemplateError) -> String {
    var renderer = Renderer(library: self, context: context, strict: strict, capacity: capacity)
    try renderer.render(template.nodes, in: template.name, overrides: [:])
    return renderer.output
  }
}
