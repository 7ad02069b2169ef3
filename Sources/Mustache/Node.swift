/// One piece of a compiled template. Names are split and whitespace rules applied at compile
/// time, so rendering only walks this tree.
enum Node: Sendable {
  /// Literal text.
  case text(TextRun)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (as is).
  case variable(Path, escaped: Bool, Location)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
  case section(Path, [Node], inverted: Bool, Location)
  /// `{{>name}}`; `indentation` is set when the tag stands alone on its line.
  case partial(String, indentation: String?, Location)
  /// `{{<name}}…{{/name}}` with the blocks it passes, by name.
  case parent(String, indentation: String?, arguments: [String: [Node]], Location)
  /// `{{$name}}…{{/name}}` outside a parent: a place a parent's caller can fill.
  case block(BlockSite)
}

/// Where a block stands in its template and how content put there is indented.
struct BlockSite: Sendable {
  /// The block's name.
  var name: String
  /// The default content, rendered when no caller fills the block.
  var content: [Node]
  /// The indentation content takes here, relative to the template.
  var indentation: String
  /// Whether the opening tag stood alone on its line: then the first line of the content is
  /// indented too, and the default content was outdented at compile time.
  var standalone: Bool
}
