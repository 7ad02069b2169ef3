public import CallsiteCore

/// One thing `gen check` found: `path:line: error|warning: message`.
public struct CheckFinding: Sendable, Equatable, CustomStringConvertible {
  /// Error or warning.
  public enum Severity: String, Sendable {
    case error, warning
  }

  /// The file.
  public var path: String
  /// 1-based line, when known.
  public var line: Int?
  public var severity: Severity
  /// Which check: `links`, `transcripts`, `freshness`.
  public var check: String
  public var message: String

  public init(path: String, line: Int? = nil, severity: Severity, check: String, message: String) {
    self.path = path
    self.line = line
    self.severity = severity
    self.check = check
    self.message = message
  }

  public var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
  }

  /// The finding for `--json`.
  public var json: JSONValue {
    var o: JSONObject = ["path": .string(path), "severity": .string(severity.rawValue), "check": .string(check), "message": .string(message)]
    if let line { o["line"] = .int(line) }
    return .object(o)
  }
}
