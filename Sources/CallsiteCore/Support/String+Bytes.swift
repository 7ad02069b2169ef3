extension String {
  /// Whether any of the string's UTF-8 bytes satisfies `predicate`: over the contiguous
  /// bytes of a native string, several times faster than going through `utf8`'s indices.
  /// Inlinable, so that the predicate is specialised into callers in other modules.
  @inlinable
  public func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? utf8.contains(where: predicate)
  }
}

extension String {
  /// Decodes a file's bytes as UTF-8, strictly: bytes that are not UTF-8 throw the line and
  /// column of the first of them rather than becoming replacement characters.
  public init(strictUTF8 bytes: some Collection<UInt8>) throws(InvalidUTF8) {
    if let text = String(validating: bytes, as: UTF8.self) {
      self = text
      return
    }
    // Only a file that fails pays for the second pass that finds the place.
    throw InvalidUTF8.first(in: bytes) ?? InvalidUTF8(line: 1, column: 1, byte: 0)
  }
}
