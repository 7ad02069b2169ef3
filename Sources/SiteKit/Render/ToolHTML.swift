import CallsiteCore
import HTMLText

/// A tool as a lesson shows it: name and description, an arguments table (nested object
/// fields included), the JSON Schema exactly as the model receives it with its token cost
/// (folded), and the FoundationModels Swift. Every text from the tool file is escaped.
struct ToolHTML {
  let definition: ToolDefinition
  /// The tool's page, relative to the page showing the tool, when it is not that page.
  var page: String? = nil
  /// The Swift to show (`ToolSwift`); the bare declaration, returning `String`, without it.
  var swiftSource: String? = nil
  /// Whether the generated Swift is shown: a lesson that writes the tool's Swift itself
  /// leaves it out (` ```tool NAME no-swift `), so that no page shows two types of one name.
  var showsSwift = true

  func render() -> String {
    let d = definition
    var out = "<section class=\"tool\" aria-label=\"Tool \(d.name.htmlEscaped)\">\n"
    let name = "<code>\(d.name.htmlEscaped)</code>"
    let title = page.map { "<a class=\"tool-link\" href=\"\($0.htmlEscaped)\">\(name)</a>" } ?? name
    out += "<p class=\"tool-title\">\(title) — \(d.description.htmlEscaped)</p>\n"
    out += argumentsTable()
    out += schema(open: false)
    if showsSwift { out += swift(open: false) }
    out += "</section>\n"
    return out
  }

  /// The JSON Schema the model receives, with its token cost.
  func schema(open: Bool) -> String {
    let cost = TokenEstimator.tokens(in: definition)
    return
      "<details class=\"fold\"\(open ? " open" : "")><summary>What the model sees: \(TranscriptHTML.formatted(cost)) tokens (estimated)</summary>\n"
      + "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(definition.json))</code></pre></details>\n"
  }

  /// The equivalent FoundationModels declaration.
  func swift(open: Bool) -> String {
    "<details class=\"fold\"\(open ? " open" : "")><summary>The same tool in Swift, generated from its tool file (FoundationModels)</summary>\n"
      + CodeHTML.block(swiftSource ?? SwiftDeclaration.tool(definition), language: "swift")
      + "</details>\n"
  }

  /// The arguments, a row each, nested fields under their object, each with its
  /// description (what the model reads of it: a property without one is said to have none);
  /// the Constraints column only when some row has something in it.
  func argumentsTable() -> String {
    let rows = ToolArgumentRows(root: definition.parameters).rows
    guard !rows.isEmpty else {
      return "<p class=\"muted\">This tool takes no arguments.</p>\n"
    }
    let constraints = rows.contains { !$0.constraints.isEmpty }
    var out =
      "<div class=\"table-wrap\" tabindex=\"0\" data-scroll-focus><table class=\"arguments\">\n<thead><tr><th scope=\"col\">Argument</th><th scope=\"col\">Type</th><th scope=\"col\">Required</th>"
    out += "<th scope=\"col\">Description</th>"
    if constraints { out += "<th scope=\"col\">Constraints</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for row in rows {
      out += row.depth > 0 ? "<tr class=\"nested\">" : "<tr>"
      out += "<td><code>\(row.name.htmlEscaped)</code></td><td>\(row.type.htmlEscaped)</td>"
      out += "<td>\(row.required ? "yes" : "no")</td>"
      out +=
        row.guide.isEmpty
        ? "<td class=\"muted\">none: the model sees only the name and type</td>"
        : "<td>\(row.guide.htmlEscaped)</td>"
      if constraints { out += "<td>\(row.constraints)</td>" }
      out += "</tr>\n"
    }
    return out + "</tbody></table></div>\n"
  }
}
