/// A problem found by `gen`, with its place: printed as `path:line:column: error: message`.
public struct BuildDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// How bad it is.
  public enum Severity: String, Sendable {
    case error, warning
  }

  /// The file, relative to the working folder where possible.
  public var path: String
  /// 1-based line, when known.
  public var line: Int?
  /// 1-based column, when known.
  public var column: Int?
  /// Error or warning.
  public var severity: Severity
  /// The step that found it: a step of `gen build` (content, theme, plan, render, search,
  /// commit; `write` for an output folder refused before the build starts).
  public var step: String
  /// What is wrong and what to do.
  public var message: String

  public init(
    path: String, line: Int? = nil, column: Int? = nil, severity: Severity = .error, step: String,
    message: String
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.step = step
    self.message = message
  }

  public var description: String {
    var place = path
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return "\(place): \(severity.rawValue): \(message)"
  }
}

/// A build that found errors: every one of them, not only the first.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
  /// The diagnostics, in a stable order.
  public var diagnostics: [BuildDiagnostic]

  public init(_ diagnostics: [BuildDiagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
