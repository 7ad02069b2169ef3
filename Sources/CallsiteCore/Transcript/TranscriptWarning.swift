/// Something about a transcript file that did not stop it from being read but that a reader
/// should know, with its place: a version newer than Callsite knows, say.
public struct TranscriptWarning: Sendable, Equatable, CustomStringConvertible {
  /// 1-based line, when known.
  public var line: Int?
  /// 1-based column, when known.
  public var column: Int?
  /// JSON pointer of the value concerned.
  public var pointer: String
  /// What is unusual, and what Callsite did about it.
  public var message: String

  public init(line: Int? = nil, column: Int? = nil, pointer: String, message: String) {
    self.line = line
    self.column = column
    self.pointer = pointer
    self.message = message
  }

  /// `line:column: message`, or the message alone when the place is not known.
  public var description: String {
    var place = ""
    if let line { place = "\(line):\(column ?? 1): " }
    return place + message
  }
}
