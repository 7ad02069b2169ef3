/// Turns a laid-out token list into the node tree a template renders from.
struct TreeBuilder {
  private let tokens: [Token]
  private var index = 0

  /// The nodes of the whole token list.
  static func build(_ tokens: [Token]) -> [Node] {
    var builder = TreeBuilder(tokens: tokens)
    return builder.nodes(until: tokens.count)
  }

  private init(tokens: [Token]) { self.tokens = tokens }

  /// Nodes from the current index up to (not including) `end`, leaving the index at `end`.
  private mutating func nodes(until end: Int) -> [Node] {
    var result: [Node] = []
    var text = ""
    func flush() {
      if !text.isEmpty {
        result.append(.text(TextRun(text)))
        text = ""
      }
    }
    while index < end {
      let token = tokens[index]
      index += 1
      if token.removed { continue }
      switch token.kind {
      case .text:
        text += token.text
      case .comment, .delimiters, .close:
        continue
      case .variable(let escaped):
        flush()
        result.append(.variable(Path(token.text)!, escaped: escaped, token.location))
      case .section, .inverted:
        flush()
        let children = nodes(until: token.partner)
        index = token.partner + 1
        result.append(
          .section(
            Path(token.text)!, children, inverted: token.kind == .inverted, token.location))
      case .partial:
        flush()
        result.append(
          .partial(
            token.text, indentation: token.standalone ? token.indentation : nil, token.location))
      case .parent:
        flush()
        let arguments = self.arguments(until: token.partner)
        index = token.partner + 1
        result.append(
          .parent(
            token.text, indentation: token.standalone ? token.indentation : nil,
            arguments: arguments, token.location))
      case .block:
        flush()
        let children = nodes(until: token.partner)
        index = token.partner + 1
        let site = BlockSite(
          name: token.text, content: children, indentation: token.indentation,
          standalone: token.standalone)
        result.append(.block(site))
      }
    }
    flush()
    return result
  }

  /// The argument blocks directly inside a parent pair; text and other tags there are ignored
  /// (a section or parent is skipped whole).
  private mutating func arguments(until end: Int) -> [String: [Node]] {
    var result: [String: [Node]] = [:]
    while index < end {
      let token = tokens[index]
      index += 1
      guard token.isTag, token.kind != .close, token.partner >= 0 else { continue }
      if token.kind == .block, result[token.text] == nil {
        result[token.text] = nodes(until: token.partner)
      }
      index = token.partner + 1
    }
    return result
  }
}
