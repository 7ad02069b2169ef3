/// A problem found while compiling or rendering a template, with the template's name and the
/// line and column of the tag at fault, worded so that the author knows what to change.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, so that callers and tests can tell errors apart without reading prose.
  public enum Kind: Sendable, Equatable {
    /// A tag opened with the open delimiter never reaches its close delimiter.
    case unclosedTag
    /// A tag whose content is not something Mustache understands (empty, spaces in a name...).
    case badTag
    /// A set-delimiter tag that is not `{{=OPEN CLOSE=}}`.
    case badDelimiters
    /// A section, inverted section, parent or block that is never closed.
    case unclosedSection
    /// A closing tag that does not match the innermost open section, or closes nothing.
    case mismatchedClose
    /// A partial or parent that the library does not hold.
    case missingPartial
    /// In strict mode, a variable the data does not have.
    case missingVariable
    /// In strict mode, a variable holding an array or object where text is expected.
    case notPrintable
    /// Partials or parents nested deeper than the library allows: a template includes itself.
    case recursionLimit
    /// A template that does not exist in the library, or a file that cannot be read.
    case missingTemplate
    /// The template file is not UTF-8 text.
    case notUTF8
  }

  /// What went wrong.
  public var kind: Kind
  /// The template's name (its file path when loaded from a folder).
  public var template: String
  /// 1-based line of the tag at fault; 0 when no place in a template applies.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the tag at fault; 0 when no place applies.
  public var column: Int
  /// What is wrong and what to do about it.
  public var message: String

  /// An error at a place in a template.
  public init(_ kind: Kind, template: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.template = template
    self.line = line
    self.column = column
    self.message = message
  }

  /// `NAME:LINE:COLUMN: error: message`, or `NAME: error: message` when no place applies.
  public var description: String {
    if line > 0 { return "\(template):\(line):\(column): error: \(message)" }
    return "\(template): error: \(message)"
  }
}
