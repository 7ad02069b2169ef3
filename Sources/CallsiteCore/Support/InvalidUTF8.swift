/// Bytes that are not UTF-8, with the line and column of the first byte that is not.
///
/// Files are read strictly: a lesson, a transcript, a tool file or a script with a stray
/// Latin-1 byte is an error at that byte, never text with a replacement character in it.
public struct InvalidUTF8: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line of the first invalid byte.
  public var line: Int
  /// 1-based column of the first invalid byte, counted in bytes as the JSON parser counts.
  public var column: Int
  /// The first invalid byte.
  public var byte: UInt8

  public init(line: Int, column: Int, byte: UInt8) {
    self.line = line
    self.column = column
    self.byte = byte
  }

  /// What is wrong and what to do.
  public var message: String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "the file is not valid UTF-8: the byte 0x\(hex.count == 1 ? "0" + hex : hex) here does "
      + "not begin a whole character; save the file as UTF-8"
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }

  /// `path:line:column: error: message`, as compilers write it.
  public func formatted(path: String) -> String {
    "\(path):\(line):\(column): error: \(message)"
  }

  /// The first invalid byte of `bytes` and where it is, or nil when all of them are UTF-8.
  /// Lines end at `\n`.
  public static func first(in bytes: some Collection<UInt8>) -> InvalidUTF8? {
    var line = 1
    var column = 1
    var index = bytes.startIndex
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1, scalar.first == 0x0A {
          line += 1
          column = 1
        } else {
          column += scalar.count
        }
        index = bytes.index(index, offsetBy: scalar.count)
      case .error:
        return InvalidUTF8(line: line, column: column, byte: bytes[index])
      case .emptyInput:
        return nil
      }
    }
  }
}
