import CallsiteCore
import HTMLText

extension Renderer {
  /// Writes template text, putting the indentation before every line that has content.
  mutating func writeIndented(_ run: TextRun) {
    for line in run.lines {
      if atLineStart, !line.isEmpty { output += indentation }
      output += line.text
      atLineStart = true
    }
    atLineStart = run.endsLine
  }

  /// Writes text that comes from data: indented only when it starts a line, never inside.
  mutating func writeValue(_ text: String) {
    guard !text.isEmpty else { return }
    if atLineStart { output += indentation }
    output += text
    atLineStart = false
  }

  /// Writes a variable's value, escaped or not; in strict mode a missing value is an error.
  mutating func writeVariable(
    _ path: Path, escaped: Bool, at location: Location, in template: String
  )
    throws(TemplateError)
  {
    guard let value = resolve(path) else {
      if strict { throw missing(path, at: location, in: template) }
      return
    }
    guard let text = value.mustacheText else {
      if strict {
        throw TemplateError(
          .notPrintable, template: template, line: location.line, column: location.column,
          message:
            "'\(path.text)' is an \(value.typeName), which has no text: use a section "
            + "{{#\(path.text)}}…{{/\(path.text)}} to go through it")
      }
      return
    }
    writeValue(escaped ? text.htmlEscaped : text)
  }
}
