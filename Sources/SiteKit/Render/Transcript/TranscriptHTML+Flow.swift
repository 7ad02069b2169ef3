import CallsiteCore
import HTMLText

/// The flow of values as the steps show it: an argument that came from an earlier step is a
/// link to that step, with a line saying so under the call, and the value it came from is
/// marked in its output; `site.js` highlights the pair when either is hovered or focused.
extension TranscriptHTML {
  /// The id of the `index`th value of step `number` that a later argument uses.
  func sourceID(step number: Int, index: Int, _ context: StepContext) -> String {
    "\(context.anchorPrefix)-step-\(number)-value-\(index + 1)"
  }

  /// What an argument's link points at: the marked value, or the step for text.
  private func target(_ origin: ValueFlow.Origin, _ context: StepContext) -> (
    href: String, id: String
  ) {
    let step = "\(context.anchorPrefix)-step-\(origin.step)"
    let id = origin.source.map { sourceID(step: origin.step, index: $0, context) } ?? step
    return (context.href(step: origin.step, root: root, name: name), id)
  }

  /// The values of one output segment that later arguments use, by JSON pointer.
  func sourceMarks(step number: Int, segment: Int, _ context: StepContext) -> [String: JSONMark] {
    guard let sources = context.flow.sources[number] else { return [:] }
    var marks: [String: JSONMark] = [:]
    for (index, source) in sources.enumerated() where source.segment == segment {
      marks[source.pointer] = JSONMark(
        open:
          "<span class=\"flow-source\" id=\"\(sourceID(step: number, index: index, context))\">",
        close: "</span>")
    }
    return marks
  }

  /// The arguments of one call that came from earlier steps, as links, by JSON pointer.
  func argumentMarks(_ uses: [ValueFlow.Use], context: StepContext) -> [String: JSONMark] {
    var marks: [String: JSONMark] = [:]
    for use in uses {
      let (href, id) = target(use.origin, context)
      marks[use.pointer] = JSONMark(
        open:
          "<a class=\"flow-arg\" href=\"\(href)\" data-flow=\"\(id)\" title=\"from step \(use.origin.step)\">",
        close: "</a>")
    }
    return marks
  }

  /// `latitude from step 4 (getCoordinates’s output)`, a line for each traced argument.
  func flowNote(_ uses: [ValueFlow.Use], context: StepContext) -> String {
    guard !uses.isEmpty else { return "" }
    var out = "<ul class=\"flow-note\" aria-label=\"Where the arguments came from\">\n"
    for use in uses {
      let (href, id) = target(use.origin, context)
      let name = use.pointer.split(separator: "/").map(String.init).joined(separator: ".")
      out +=
        "<li><code>\(name.htmlEscaped)</code> <span class=\"muted\">=</span> <code>\(use.value.compactText.htmlEscaped)</code> "
      out +=
        "<a class=\"flow-link\" href=\"\(href)\" data-flow=\"\(id)\">from step \(use.origin.step)</a> <span class=\"muted\">(\(use.origin.what.htmlEscaped))</span></li>\n"
    }
    return out + "</ul>\n"
  }

  /// A tool's name as code, linked to the tool's page when the site has a file for it.
  func toolName(_ tool: String) -> String {
    guard let file = ToolPages.fileName(of: tool, in: tools) else {
      return "<code>\(tool.htmlEscaped)</code>"
    }
    return
      "<a class=\"tool-link\" href=\"\(root)\(ToolPages.path(file).htmlEscaped)\"><code>\(tool.htmlEscaped)</code></a>"
  }
}
