/// A problem in a suite file or its results: the file, the line, what is wrong and what to do.
public struct SuiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file, as the user named it.
  public var path: String
  /// The 1-based line, or nil when the problem is the whole file.
  public var line: Int?
  /// What is wrong.
  public var message: String
  /// What to do about it.
  public var hint: String

  public init(path: String, line: Int?, _ message: String, hint: String) {
    self.path = path
    self.line = line
    self.message = message
    self.hint = hint
  }

  /// `path:line: error: message (hint)`, as every other Callsite error is printed.
  public var description: String {
    let place = line.map { "\(path):\($0)" } ?? path
    return "\(place): error: \(message) (\(hint))"
  }
}
