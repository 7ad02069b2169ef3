import Foundation

/// Hides secrets in text that reaches the screen or a file: user and password in URLs,
/// secret query (and fragment) parameters, and header fields that carry keys.
///
/// One function for every place: `:raw`, `--log`, `:model`, session scripts and error
/// messages all mask with it, so a name added here is masked everywhere. A parameter is a
/// secret when its name is in a list of common ones (`code` for Azure Functions, `sig` for
/// SAS tokens, `subscription-key` for API Management, …) or holds `key`, `token`, `secret`,
/// `sig`, `password` or another such word, in any case; its value becomes `***`, and the
/// rest of the URL is kept byte for byte.
public enum CredentialMask {
  /// What a secret is replaced with.
  public static let mask = "***"

  /// Names that are secrets as a whole (lower case).
  private static let secretNames: Set<String> = [
    "code", "auth", "pwd", "pass", "jwt", "sas", "session", "sessionid", "bearer",
  ]

  /// Words that make a name a secret wherever they appear in it (lower case).
  private static let secretWords = [
    "key", "token", "secret", "sig", "password", "passwd", "credential", "auth",
  ]

  /// Whether a query parameter or header field of this name carries a secret.
  public static func isSecret(name: String) -> Bool {
    let lower = (name.removingPercentEncodingSafely).lowercased()
    return secretNames.contains(lower) || secretWords.contains { lower.contains($0) }
  }

  /// The URL with its user, password and secret parameter values masked.
  public static func url(_ text: String) -> String {
    var rest = Substring(text)
    var out = ""
    if let scheme = rest.range(of: "://") {
      out += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
    }
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    if let at = authority.lastIndex(of: "@") {
      out += authority[..<at].contains(":") ? "\(mask):\(mask)" : mask
      out += authority[at...]
    } else {
      out += authority
    }
    rest = rest[authorityEnd...]
    let fragmentStart = rest.firstIndex(of: "#") ?? rest.endIndex
    let beforeFragment = rest[..<fragmentStart]
    if let question = beforeFragment.firstIndex(of: "?") {
      out += beforeFragment[...question]
      out += parameters(beforeFragment[beforeFragment.index(after: question)...])
    } else {
      out += beforeFragment
    }
    if fragmentStart < rest.endIndex {
      out += "#" + parameters(rest[rest.index(after: fragmentStart)...])
    }
    return out
  }

  /// The text with every URL in it (`scheme://…` up to a space or quote) masked.
  public static func text(_ text: String) -> String {
    guard text.contains("://") else { return text }
    let chars = Array(text)
    var out = ""
    var i = 0
    var copied = 0
    while i + 2 < chars.count {
      guard chars[i] == ":", chars[i + 1] == "/", chars[i + 2] == "/" else {
        i += 1
        continue
      }
      var start = i
      while start > copied, isSchemeCharacter(chars[start - 1]) { start -= 1 }
      var end = i + 3
      while end < chars.count, !endsURL(chars[end]) { end += 1 }
      guard start < i else {
        i = end
        continue
      }
      out += String(chars[copied..<start])
      out += url(String(chars[start..<end]))
      copied = end
      i = end
    }
    out += String(chars[copied...])
    return out
  }

  /// A command line with its secrets masked: the value of an option named like a secret
  /// (`--api-key VALUE`, `--token=VALUE`) and the credentials of every URL in it.
  public static func arguments(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var secretNext = false
    for argument in arguments {
      if secretNext {
        secretNext = false
        out.append(mask)
        continue
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        out.append(text(argument))
        continue
      }
      let option = argument.drop { $0 == "-" }
      if let equals = option.firstIndex(of: "=") {
        let name = option[..<equals]
        out.append(
          isSecret(name: String(name))
            ? String(argument.prefix(argument.count - option.count)) + name + "=" + mask
            : text(argument))
      } else {
        secretNext = isSecret(name: String(option))
        out.append(argument)
      }
    }
    return out
  }

  /// Header fields with secret values masked: `Authorization` keeps its scheme word
  /// (`Bearer ***`); cookies and fields named like keys or tokens become `***`.
  public static func headers(_ headers: [String: String]) -> [String: String] {
    var out: [String: String] = [:]
    for (name, value) in headers {
      switch name.lowercased() {
      case "authorization", "proxy-authorization":
        let scheme = value.split(separator: " ", maxSplits: 1).first.map(String.init)
        out[name] = scheme.map { value.contains(" ") ? "\($0) \(mask)" : mask } ?? mask
      case "cookie", "set-cookie":
        out[name] = mask
      default:
        out[name] = isSecret(name: name) ? mask : value
      }
    }
    return out
  }

  /// `a=1&key=2` → `a=1&key=***`: each `name=value` pair whose name is a secret.
  private static func parameters(_ query: Substring) -> String {
    query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
      guard let equals = pair.firstIndex(of: "="), isSecret(name: String(pair[..<equals])) else {
        return String(pair)
      }
      return pair[...equals] + mask
    }.joined(separator: "&")
  }

  private static func isSchemeCharacter(_ c: Character) -> Bool {
    c.isASCII && (c.isLetter || c.isNumber || c == "+" || c == "-" || c == ".")
  }

  private static func endsURL(_ c: Character) -> Bool {
    c.isWhitespace || "\"'<>`".contains(c)
  }
}

extension String {
  /// The text with `%XX` escapes decoded, or as it is when they do not decode.
  fileprivate var removingPercentEncodingSafely: String { removingPercentEncoding ?? self }
}
