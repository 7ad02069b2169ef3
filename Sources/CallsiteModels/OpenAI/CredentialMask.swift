import CallsiteCore
import Foundation

/// Hides secrets in what the client records: API keys in header fields, passwords and
/// tokens in URLs.
enum CredentialMask {
  /// What a secret is replaced with.
  static let mask = "***"

  /// Query items whose values are secrets (`?key=…`, `?api_key=…`, `?token=…`).
  private static let secretQueryNames: Set<String> = [
    "key", "api_key", "apikey", "api-key", "token", "access_token", "auth", "password", "secret",
  ]

  /// The URL with its user, password and secret query values masked.
  static func url(_ text: String) -> String {
    guard var parts = URLComponents(string: text) else { return mask }
    if parts.user != nil { parts.user = mask }
    if parts.password != nil { parts.password = mask }
    if let items = parts.queryItems {
      parts.queryItems = items.map { item in
        secretQueryNames.contains(item.name.lowercased())
          ? URLQueryItem(name: item.name, value: mask) : item
      }
    }
    return parts.string ?? mask
  }

  /// Header fields with `Authorization`, `api-key` and `x-api-key` values masked (the
  /// scheme word of `Bearer …` kept).
  static func headers(_ headers: [String: String]) -> [String: String] {
    var out: [String: String] = [:]
    for (name, value) in headers {
      switch name.lowercased() {
      case "authorization", "proxy-authorization":
        let scheme = value.split(separator: " ", maxSplits: 1).first.map(String.init)
        out[name] = scheme.map { value.contains(" ") ? "\($0) \(mask)" : mask } ?? mask
      case "api-key", "x-api-key":
        out[name] = mask
      default:
        out[name] = value
      }
    }
    return out
  }
}
