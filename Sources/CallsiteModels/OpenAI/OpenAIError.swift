public import CallsiteCore

/// Why the OpenAI-compatible backend could not get a move from the server, in words a user
/// can act on. Never contains the API key.
public struct OpenAIError: Error, Sendable, Equatable, CustomStringConvertible {
  enum Code: Sendable, Equatable {
    case noServer(baseURL: String, hint: String)
    case connectTimeout(baseURL: String, seconds: Double)
    case readTimeout(baseURL: String, seconds: Double)
    case network(baseURL: String, message: String)
    case interrupted(baseURL: String, message: String)
    case http(status: Int, message: String, attempts: Int, hint: String?)
    case notJSON(status: Int, excerpt: String, syntax: String)
    case unexpected(String)
    case emptyStream(hint: String?)
    case badBaseURL(String)
    case tooLarge(baseURL: String, limit: Int)
  }

  let code: Code
  /// The usage the server reported in the failed round's reply, when it reported any: a
  /// failed round still costs tokens.
  public var usage: TokenUsage?

  init(_ code: Code, usage: TokenUsage? = nil) {
    self.code = code
    self.usage = usage
  }

  /// The HTTP status, when the server answered with an error.
  public var status: Int? {
    if case .http(let status, _, _, _) = code { return status }
    if case .notJSON(let status, _, _) = code { return status }
    return nil
  }

  /// Whether the server could not be reached at all.
  public var isConnectionFailure: Bool {
    switch code {
    case .noServer, .connectTimeout: return true
    default: return false
    }
  }

  /// Whether the server ended a streamed reply without sending one.
  var isEmptyStream: Bool {
    if case .emptyStream = code { return true }
    return false
  }

  /// Whether the server stopped sending data for longer than the read timeout.
  public var isReadTimeout: Bool {
    if case .readTimeout = code { return true }
    return false
  }

  /// The message, with any credentials in URLs it quotes masked.
  public var description: String { CredentialMask.text(message) }

  private var message: String {
    switch code {
    case .noServer(let url, let hint):
      return "no server at \(url) (connection refused); \(hint)"
    case .connectTimeout(let url, let seconds):
      return
        "could not connect to \(url) within \(seconds.formattedSeconds); check the address, or raise the connect timeout"
    case .readTimeout(let url, let seconds):
      return
        "the server at \(url) sent nothing for \(seconds.formattedSeconds); it may be overloaded or the model too slow (raise the read timeout)"
    case .network(let url, let message):
      return "could not reach \(url): \(message)"
    case .interrupted(let url, let message):
      return
        "the server at \(url) broke off its reply (\(message)); llama-cpp-python's server does this when another request arrives while it streams, so send one request at a time"
    case .http(let status, let message, let attempts, let hint):
      let tries = attempts > 1 ? " (after \(attempts) attempts)" : ""
      return "the server answered HTTP \(status)\(tries): \(message)"
        + (hint.map { "; \($0)" } ?? "")
    case .notJSON(let status, let excerpt, let syntax):
      return
        "the server's reply (HTTP \(status)) is not JSON (\(syntax)); is the base URL an OpenAI-compatible API root ending in /v1? The reply began: \(excerpt)"
    case .unexpected(let message):
      return "the server's reply is not a Chat Completions reply: \(message)"
    case .emptyStream(let hint):
      return "the server ended the stream without a reply"
        + (hint.map { "; \($0)" } ?? "; try again without streaming")
    case .badBaseURL(let url):
      return "'\(url)' is not an http(s) URL; pass a base URL such as http://127.0.0.1:8080/v1"
    case .tooLarge(let url, let limit):
      return
        "the server at \(url) sent a reply larger than \(limit.formattedBytes), the most the client reads; check that the base URL is an OpenAI-compatible API root, or ask for a shorter reply (--max-tokens)"
    }
  }
}
