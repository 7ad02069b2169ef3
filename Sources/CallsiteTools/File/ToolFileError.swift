/// A tool file that cannot be used, with the place in the file where the problem is.
public struct ToolFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given to the loader.
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong and, where it helps, what to do.
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`, as compilers write it.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
