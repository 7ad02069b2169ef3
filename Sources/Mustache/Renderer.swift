import CallsiteCore

/// Walks compiled templates against a context stack and writes the output into one string.
///
/// Indentation for standalone partials and blocks is applied lazily: after a newline from
/// template text, the next output is preceded by the current indentation. Text that comes from
/// data is never re-indented, as the specification asks.
struct Renderer {
  /// A block's content passed down by a parent tag, with the template it came from.
  struct Override {
    var nodes: [Node]
    var template: String
  }

  let library: TemplateLibrary
  let strict: Bool
  /// What has been rendered so far.
  var output = ""
  /// The context stack, innermost last.
  var stack: [JSONValue]
  /// What every line of template text gets in front of it here.
  var indentation = ""
  /// Whether the next output starts a line (and so takes the indentation first).
  var atLineStart = true
  /// How many partials and parents are open.
  var depth = 0
  /// How many partials and parents this render has opened in all.
  var inclusions = 0
  /// The most partials and parents one render may open: a partial that includes itself
  /// twice stays within the depth limit yet doubles its work at every level (2^64 steps at
  /// the default depth), so the total is bounded too. A real page opens a few hundred.
  static let maximumInclusions = 1_000_000

  init(library: TemplateLibrary, context: JSONValue, strict: Bool, capacity: Int = 4_096) {
    self.library = library
    self.strict = strict
    stack = [context]
    output.reserveCapacity(capacity)
  }

  /// Renders `nodes` of the template named `template`.
  mutating func render(_ nodes: [Node], in template: String, overrides: [String: Override])
    throws(TemplateError)
  {
    for node in nodes {
      switch node {
      case .text(let run):
        if indentation.isEmpty {
          output += run.text
          atLineStart = run.endsLine
        } else {
          writeIndented(run)
        }
      case .variable(let path, let escaped, let location):
        try writeVariable(path, escaped: escaped, at: location, in: template)
      case .section(let path, let children, let inverted, _):
        try renderSection(path, children, inverted: inverted, in: template, overrides: overrides)
      case .partial(let name, let indent, let location):
        guard let partial = try find(name, at: location, in: template) else { continue }
        try include(
          partial, indentation: indent, overrides: overrides, at: location, in: template)
      case .parent(let name, let indent, let arguments, let location):
        guard let parent = try find(name, at: location, in: template) else { continue }
        var merged = overrides
        for (key, value) in arguments where merged[key] == nil {
          merged[key] = Override(nodes: value, template: template)
        }
        try include(
          parent, indentation: indent, overrides: merged, at: location, in: template)
      case .block(let site):
        try renderBlock(site, in: template, overrides: overrides)
      }
    }
  }

  private mutating func renderSection(
    _ path: Path, _ children: [Node], inverted: Bool, in template: String,
    overrides: [String: Override]
  ) throws(TemplateError) {
    let value = resolve(path)
    let truthy = value?.isTruthy ?? false
    if inverted {
      if !truthy { try render(children, in: template, overrides: overrides) }
      return
    }
    guard truthy, let value else { return }
    if case .array(let items) = value {
      for item in items {
        stack.append(item)
        defer { stack.removeLast() }
        try render(children, in: template, overrides: overrides)
      }
    } else {
      stack.append(value)
      defer { stack.removeLast() }
      try render(children, in: template, overrides: overrides)
    }
  }

  private mutating func renderBlock(
    _ site: BlockSite, in template: String, overrides: [String: Override]
  ) throws(TemplateError) {
    let saved = indentation
    defer { indentation = saved }
    if let override = overrides[site.name] {
      indentation += site.indentation
      if site.standalone { atLineStart = true }
      // Inside its own override a block of the same name renders its default content: were
      // the override applied there too, it would contain itself without end.
      var inner = overrides
      inner[site.name] = nil
      try render(override.nodes, in: override.template, overrides: inner)
    } else {
      if site.standalone { indentation += site.indentation }
      try render(site.content, in: template, overrides: overrides)
    }
  }

  private mutating func include(
    _ partial: Template, indentation indent: String?,
    overrides: [String: Override], at location: Location, in template: String
  ) throws(TemplateError) {
    guard depth < library.maximumDepth else {
      throw TemplateError(
        .recursionLimit, template: template, line: location.line, column: location.column,
        message:
          "'\(partial.name)' is nested more than \(library.maximumDepth) partials deep: a "
          + "partial probably includes itself with nothing to stop it")
    }
    inclusions += 1
    guard inclusions <= Self.maximumInclusions else {
      throw TemplateError(
        .recursionLimit, template: template, line: location.line, column: location.column,
        message:
          "'\(partial.name)' makes this page open more than \(Self.maximumInclusions) partials: "
          + "a partial probably includes itself more than once with nothing to stop it")
    }
    depth += 1
    let saved = indentation
    defer {
      depth -= 1
      indentation = saved
    }
    if let indent {
      indentation += indent
      atLineStart = true
    }
    try render(partial.nodes, in: partial.name, overrides: overrides)
  }

  /// The template for a partial or parent tag; `nil` (render nothing) or an error when absent.
  private func find(_ name: String, at location: Location, in template: String)
    throws(TemplateError) -> Template?
  {
    if let found = library.templates[name] { return found }
    if library.missingPartials == .empty { return nil }
    throw TemplateError(
      .missingPartial, template: template, line: location.line, column: location.column,
      message:
        "no partial named '\(name)': add a template '\(name)' to the templates folder or fix "
        + "the name")
  }
}
