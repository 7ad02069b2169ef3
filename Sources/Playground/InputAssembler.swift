import Foundation

/// Joins typed or scripted lines into complete inputs: a line ending in `\` goes on to the
/// next line, and a `"""` block runs until its closing `"""`.
public struct InputAssembler: Sendable {
  private var buffer: [String] = []

  public init() {}

  /// Whether lines are waiting for the rest of their input.
  public var isPending: Bool { !buffer.isEmpty }

  /// Feeds one line; returns the complete input when this line ends it.
  public mutating func feed(_ line: String) -> String? {
    if buffer.isEmpty, !Self.openBlocks(line), line.hasSuffix("\\") {
      buffer.append(String(line.dropLast()))
      return nil
    }
    buffer.append(line)
    let joined = buffer.joined(separator: "\n")
    if Self.openBlocks(joined) { return nil }
    if line.hasSuffix("\\"), buffer.count > 1 || !line.contains("\"\"\"") {
      buffer[buffer.count - 1] = String(line.dropLast())
      return nil
    }
    buffer = []
    return joined
  }

  /// Ends the input early: what is pending, as it is (end of file or Ctrl-C).
  public mutating func flush() -> String? {
    defer { buffer = [] }
    return buffer.isEmpty ? nil : buffer.joined(separator: "\n")
  }

  /// Whether `text` has an odd number of `"""` marks.
  static func openBlocks(_ text: String) -> Bool {
    var count = 0
    var rest = Substring(text)
    while let r = rest.range(of: "\"\"\"") {
      count += 1
      rest = rest[r.upperBound...]
    }
    return count % 2 == 1
  }
}
