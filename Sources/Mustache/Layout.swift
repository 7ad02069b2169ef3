/// Applies the specification's whitespace rules to a token list: a tag alone on its line
/// ("standalone") takes its line's indentation and line ending with it, partials and parents
/// remember that indentation, and blocks learn the indentation their content takes.
///
/// Parents and blocks follow the inheritance spec's wider rules: a parent pair is standalone
/// when its opening tag starts its line and its closing tag ends one; an argument block (a
/// block directly inside a parent pair) eats the line ending after its opening tag and the
/// indentation before its closing tag.
struct Layout {
  private var tokens: [Token]
  /// For every token, the index of its line.
  private var lineOf: [Int] = []
  /// Each line's token range.
  private var lines: [Range<Int>] = []
  private var leftClear: [Bool] = []
  private var rightClear: [Bool] = []

  /// The tokens with removed whitespace, indentation and standalone flags set.
  static func apply(_ tokens: [Token]) -> [Token] {
    var layout = Layout(tokens: tokens)
    layout.findLines()
    layout.findClearance()
    layout.decide()
    return layout.tokens
  }

  private init(tokens: [Token]) { self.tokens = tokens }

  private mutating func findLines() {
    lineOf = Array(repeating: 0, count: tokens.count)
    var start = 0
    for i in tokens.indices {
      lineOf[i] = lines.count
      if tokens[i].endsLine {
        lines.append(start..<(i + 1))
        start = i + 1
      }
    }
    if start < tokens.count { lines.append(start..<tokens.count) }
  }

  /// A tag clears on the left when only blank text precedes it on its line, on the right when
  /// only blank text follows it.
  private mutating func findClearance() {
    leftClear = Array(repeating: false, count: tokens.count)
    rightClear = Array(repeating: false, count: tokens.count)
    for line in lines {
      var clear = true
      for i in line {
        if tokens[i].isTag {
          leftClear[i] = clear
          clear = false
        } else if !tokens[i].isBlank {
          clear = false
        }
      }
      clear = true
      for i in line.reversed() {
        if tokens[i].isTag {
          rightClear[i] = clear
          clear = false
        } else if !tokens[i].isBlank {
          clear = false
        }
      }
    }
  }

  private mutating func decide() {
    for i in tokens.indices where tokens[i].isTag {
      let token = tokens[i]
      switch token.kind {
      case .variable:
        continue
      case .parent:
        guard leftClear[i], rightClear[token.partner] else { continue }
        tokens[i].standalone = true
        tokens[token.partner].standalone = true
        tokens[i].indentation = trimLeft(of: i)
        trimRight(of: token.partner)
      case .close where tokens[token.partner].kind == .parent:
        continue
      case .block where token.isArgument:
        guard rightClear[i] else { continue }
        tokens[i].standalone = true
        tokens[i].indentation = leadingBlank(ofLineAfter: i)
        trimRight(of: i)
      case .close where token.isArgument:
        if leftClear[i] { _ = trimLeft(of: i) }
      case .block:
        if leftClear[i], rightClear[i] {
          tokens[i].standalone = true
          tokens[i].indentation = leadingBlank(ofLineAfter: i)
          _ = trimLeft(of: i)
          trimRight(of: i)
        } else if leftClear[i] {
          tokens[i].indentation = leadingBlank(ofLine: lineOf[i])
        }
      default:
        guard leftClear[i], rightClear[i] else { continue }
        tokens[i].standalone = true
        let indentation = trimLeft(of: i)
        if token.kind == .partial { tokens[i].indentation = indentation }
        trimRight(of: i)
      }
    }
  }

  /// Removes the blank text before token `i` on its line and returns it.
  private mutating func trimLeft(of i: Int) -> String {
    var removed = ""
    for j in lines[lineOf[i]].lowerBound..<i where !tokens[j].isTag {
      removed += tokens[j].text
      tokens[j].removed = true
    }
    return removed
  }

  /// Removes the blank text after token `i` on its line, line ending included.
  private mutating func trimRight(of i: Int) {
    for j in (i + 1)..<lines[lineOf[i]].upperBound where !tokens[j].isTag {
      tokens[j].removed = true
    }
  }

  /// The spaces and tabs that start the line after token `i`'s line.
  private func leadingBlank(ofLineAfter i: Int) -> String {
    let next = lineOf[i] + 1
    return next < lines.count ? leadingBlank(ofLine: next) : ""
  }

  /// The spaces and tabs that start a line (from its first token when that is text).
  private func leadingBlank(ofLine index: Int) -> String {
    let first = tokens[lines[index].lowerBound]
    guard first.kind == .text else { return "" }
    return String(first.text.prefix(while: { $0 == " " || $0 == "\t" }))
  }
}
