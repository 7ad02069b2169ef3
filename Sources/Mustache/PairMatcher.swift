/// Links every opening tag (section, inverted section, parent, block) to its closing tag, and
/// reports the first tag that breaks the nesting.
enum PairMatcher {
  /// Sets `partner` on both ends of every pair and `isArgument` on blocks directly inside a
  /// parent tag pair.
  static func match(_ tokens: inout [Token], template: String) throws(TemplateError) {
    var open: [Int] = []
    for i in tokens.indices {
      switch tokens[i].kind {
      case .section, .inverted, .parent:
        open.append(i)
      case .block:
        if let top = open.last, tokens[top].kind == .parent { tokens[i].isArgument = true }
        open.append(i)
      case .close:
        let here = tokens[i].location
        let name = tokens[i].text
        guard let top = open.popLast() else {
          throw TemplateError(
            .mismatchedClose, template: template, line: here.line, column: here.column,
            message: "{{/\(name)}} closes nothing: no section named '\(name)' is open here")
        }
        guard tokens[top].text == name else {
          let opened = tokens[top].location
          let other = tokens[top].text
          throw TemplateError(
            .mismatchedClose, template: template, line: here.line, column: here.column,
            message:
              "{{/\(name)}} does not match the open section '\(other)' (opened at line "
              + "\(opened.line), column \(opened.column)): close that first with {{/\(other)}}")
        }
        tokens[top].partner = i
        tokens[i].partner = top
        tokens[i].isArgument = tokens[top].isArgument
      default:
        break
      }
    }
    if let top = open.last {
      let opened = tokens[top].location
      let name = tokens[top].text
      throw TemplateError(
        .unclosedSection, template: template, line: opened.line, column: opened.column,
        message:
          "'\(name)' opened on line \(opened.line) is never closed: add {{/\(name)}} where it "
          + "should end")
    }
  }
}
