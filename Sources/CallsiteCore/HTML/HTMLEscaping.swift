extension String {
  /// The string with `&`, `<`, `>`, `"` and `'` replaced by character references: the one
  /// escaping function that templates and every renderer use, safe in text and in quoted
  /// attribute values.
  public var htmlEscaped: String {
    guard
      utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
    else { return self }
    var out = ""
    out.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out.append("&amp;")
      case "<": out.append("&lt;")
      case ">": out.append("&gt;")
      case "\"": out.append("&quot;")
      case "'": out.append("&#39;")
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
