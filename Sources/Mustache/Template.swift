public import CallsiteCore

/// A compiled Mustache template: parsed once, rendered many times.
///
/// Compiling checks the whole template (every tag closed, every section matched) and applies
/// the whitespace rules, so that rendering only walks a tree. Render through a
/// ``TemplateLibrary``, which supplies partials and parents.
public struct Template: Sendable {
  /// The name used in error messages (a file path when loaded from a folder).
  public let name: String
  /// The compiled tree.
  let nodes: [Node]

  /// Compiles `source`; errors name `name` and the line and column of the tag at fault.
  public init(parsing source: String, name: String) throws(TemplateError) {
    self.name = name
    var tokenizer = Tokenizer(source: source, name: name)
    var tokens = try tokenizer.tokenize()
    try PairMatcher.match(&tokens, template: name)
    tokens = Layout.apply(tokens)
    Outdenter.apply(&tokens)
    nodes = TreeBuilder.build(tokens)
  }

  /// Renders with no partials available (a partial tag is an error, or empty when
  /// `missingPartials` is `.empty`).
  public func render(
    context: JSONValue, strict: Bool = false, missingPartials: MissingPartialPolicy = .error
  ) throws(TemplateError) -> String {
    try TemplateLibrary(missingPartials: missingPartials).render(
      self, context: context, strict: strict)
  }
}
