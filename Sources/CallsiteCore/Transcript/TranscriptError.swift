/// A transcript that cannot be read, with the place and a sentence saying what to fix.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line, when known.
  public var line: Int?
  /// 1-based column, when known.
  public var column: Int?
  /// JSON pointer of the offending value, when known.
  public var pointer: String?
  /// What is wrong.
  public var message: String

  public init(line: Int? = nil, column: Int? = nil, pointer: String? = nil, message: String) {
    self.line = line
    self.column = column
    self.pointer = pointer
    self.message = message
  }

  public var description: String {
    var place = ""
    if let line { place = "\(line):\(column ?? 1): " }
    return place + message
  }
}
