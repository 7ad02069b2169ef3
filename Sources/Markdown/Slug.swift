/// Turns heading text into ids: lowercase ASCII letters and digits joined by hyphens, with
/// letters of other scripts kept, so `Anatomy of a Tool!` becomes `anatomy-of-a-tool`.
public enum Slug {
  /// The slug of a text; `section` when nothing is left.
  public static func make(_ text: String) -> String {
    var out = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      let isASCIIAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
      let keep = isASCIIAlnum || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
      if keep {
        if pendingHyphen && !out.isEmpty { out.append("-") }
        pendingHyphen = false
        out.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return out.isEmpty ? "section" : out
  }

  /// Makes slugs unique within one document by suffixing `-2`, `-3`, ….
  public struct Uniquer: Sendable {
    private var used: [String: Int] = [:]

    public init(reserved: [String] = []) {
      for r in reserved { used[r] = 1 }
    }

    /// A unique slug for the text.
    public mutating func slug(for text: String) -> String {
      let base = Slug.make(text)
      guard let count = used[base] else {
        used[base] = 1
        return base
      }
      var n = count + 1
      while used["\(base)-\(n)"] != nil { n += 1 }
      used[base] = n
      used["\(base)-\(n)"] = 1
      return "\(base)-\(n)"
    }
  }
}
