extension String {
  /// Whether any of the string's UTF-8 bytes satisfies `predicate`: over the contiguous
  /// bytes of a native string, several times faster than going through `utf8`'s indices.
  public func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? utf8.contains(where: predicate)
  }
}
