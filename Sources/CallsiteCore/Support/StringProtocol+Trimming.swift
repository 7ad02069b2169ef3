extension StringProtocol {
  /// The text without leading and trailing whitespace (spaces, tabs and line ends).
  public var trimmingWhitespace: String {
    var s = self[...]
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
