import CallsiteCore
import Foundation
import Synchronization

/// Counts the tokens of a text with the model's own tokenizer when the server offers one,
/// and otherwise estimates them (bytes ÷ 4), saying which it did.
///
/// llama.cpp's `llama-server` offers `POST /tokenize` (`{"content": …}` → `{"tokens": […]}`)
/// at the server's root; llama-cpp-python offers `POST /extras/tokenize` (`{"input": …}` →
/// `{"tokens": […]}`). Both may add a start-of-text token to every text, so the count of
/// the empty text is taken off. The first count finds out which the server has and
/// remembers it.
public final class OpenAITokenCounter: Sendable {
  /// How the server tokenizes, once found out.
  enum Endpoint: Sendable, Equatable {
    case llamaServer(URL)
    case llamaCppPython(URL)
    case none
  }

  private let configuration: OpenAIConfiguration
  private let transport: any HTTPTransport
  private let found = Mutex<(endpoint: Endpoint, overhead: Int)?>(nil)

  public init(
    configuration: OpenAIConfiguration, transport: any HTTPTransport = NetworkTransport()
  ) {
    self.configuration = configuration
    self.transport = transport
  }

  /// The tokens of `text`: counted by the server's tokenizer, or estimated when it has none
  /// (or cannot be reached).
  public func count(_ text: String) async -> TokenTally {
    let (endpoint, overhead) = await discover()
    if let n = try? await tokens(text, endpoint), endpoint != .none {
      return TokenTally(count: max(0, n - overhead), method: .modelTokenizer)
    }
    return TokenTally(count: TokenTally.estimate(text), method: .estimate)
  }

  /// Whether counts come from the model's tokenizer (found out on first use).
  public func hasTokenizer() async -> Bool { await discover().endpoint != .none }

  private func discover() async -> (endpoint: Endpoint, overhead: Int) {
    if let known = found.withLock({ $0 }) { return known }
    var result: (endpoint: Endpoint, overhead: Int) = (.none, 0)
    for candidate in candidates() {
      if let overhead = try? await tokens("", candidate) {
        result = (candidate, overhead)
        break
      }
    }
    let settled = result
    found.withLock { $0 = settled }
    return settled
  }

  /// The server root (the base URL without its `/v1`), then each known tokenize endpoint.
  private func candidates() -> [Endpoint] {
    guard var parts = URLComponents(string: configuration.baseURL) else { return [] }
    var path = parts.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    if path.hasSuffix("/v1") { path.removeLast(3) }
    parts.query = nil
    parts.fragment = nil
    parts.percentEncodedPath = path + "/tokenize"
    let llama = parts.url
    parts.percentEncodedPath = path + "/extras/tokenize"
    let python = parts.url
    return [llama.map(Endpoint.llamaServer), python.map(Endpoint.llamaCppPython)].compactMap { $0 }
  }

  private func tokens(_ text: String, _ endpoint: Endpoint) async throws -> Int {
    let url: URL
    let body: JSONValue
    switch endpoint {
    case .llamaServer(let u):
      url = u
      body = ["content": .string(text)]
    case .llamaCppPython(let u):
      url = u
      body = ["input": .string(text)]
    case .none:
      throw CancellationError()
    }
    var headers = ["Content-Type": "application/json"]
    if let key = configuration.apiKey { headers["Authorization"] = "Bearer \(key)" }
    let response = try await transport.send(
      HTTPRequest(
        url: url, headers: headers, body: Array(body.compactText.utf8),
        connectTimeout: configuration.connectTimeout, readTimeout: configuration.readTimeout))
    guard (200...299).contains(response.status),
      let tokens = try JSONValue.parse(bytes: response.body)["tokens"]?.arrayValue
    else { throw CancellationError() }
    return tokens.count
  }
}
