import CallsiteCore
import Foundation

/// Where an OpenAI-compatible server is and how to ask it.
///
/// The API key is sent as a bearer token and nowhere else: `description` hides it, and the
/// model's provenance and errors never include it.
public struct OpenAIConfiguration: Sendable, Equatable, CustomStringConvertible {
  /// The API root, such as `http://127.0.0.1:8080/v1` (`/chat/completions` is appended).
  public var baseURL: String
  /// The model name sent with each request.
  public var model: String
  /// The bearer token, when the server needs one.
  public var apiKey: String?
  /// Sampling temperature.
  public var temperature: Double?
  /// Sampling seed.
  public var seed: Int?
  /// The most tokens to generate.
  public var maxTokens: Int?
  /// The `tool_choice` of each round; sent with every request that offers tools (some
  /// servers, llama-cpp-python's among them, drop the tools when it is missing).
  public var toolChoicePolicy: OpenAIToolChoicePolicy
  /// `parallel_tool_calls`; `nil` leaves it to the server.
  public var parallelToolCalls: Bool?
  /// Whether to stream the reply (Server-Sent Events); on by default.
  public var stream: Bool
  /// Seconds allowed to connect.
  public var connectTimeout: Double
  /// Seconds allowed without receiving data.
  public var readTimeout: Double
  /// How many times a 429 or 5xx reply is retried.
  public var maxRetries: Int
  /// The first retry's delay in seconds; each next one doubles it.
  public var retryDelay: Double
  /// How to start a server, for the message when none answers.
  public var startHint: String

  public init(
    baseURL: String, model: String, apiKey: String? = nil, temperature: Double? = nil,
    seed: Int? = nil, maxTokens: Int? = nil, toolChoice: OpenAIToolChoice? = nil,
    toolChoicePolicy: OpenAIToolChoicePolicy? = nil,
    parallelToolCalls: Bool? = nil, stream: Bool = true, connectTimeout: Double = 10,
    readTimeout: Double = 300, maxRetries: Int = 2, retryDelay: Double = 1,
    startHint: String = "start one with 'make llm-server' or 'ollama serve'"
  ) {
    self.baseURL = baseURL
    self.model = model
    self.apiKey = apiKey
    self.temperature = temperature
    self.seed = seed
    self.maxTokens = maxTokens
    self.toolChoicePolicy = toolChoicePolicy ?? toolChoice.map { .init([$0]) } ?? .auto
    self.parallelToolCalls = parallelToolCalls
    self.stream = stream
    self.connectTimeout = connectTimeout
    self.readTimeout = readTimeout
    self.maxRetries = maxRetries
    self.retryDelay = retryDelay
    self.startHint = startHint
  }

  /// Ollama's OpenAI-compatible endpoint (`ollama serve`).
  public static let ollama = OpenAIConfiguration(
    baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2",
    startHint: "start one with 'ollama serve'")

  /// llama.cpp's server as `make llm-server` starts it.
  public static let llamaCpp = OpenAIConfiguration(
    baseURL: "http://127.0.0.1:8080/v1", model: "gemma-3-270m",
    startHint: "start one with 'make llm-server'")

  /// A preset by name: `ollama`, `llama.cpp` (or `llamacpp`).
  public static func preset(named name: String) -> OpenAIConfiguration? {
    switch name.lowercased() {
    case "ollama": return .ollama
    case "llama.cpp", "llamacpp", "llama-cpp": return .llamaCpp
    default: return nil
    }
  }

  /// The configuration from flags and the environment: a flag wins over `OPENAI_BASE_URL`,
  /// which wins over the preset; the key comes from `OPENAI_API_KEY` only. `environment`
  /// defaults to the process's.
  public static func fromEnvironment(
    _ environment: [String: String]? = nil,
    baseURL: String? = nil, model: String? = nil, preset: OpenAIConfiguration = .llamaCpp
  ) -> OpenAIConfiguration {
    let environment = environment ?? ProcessInfo.processInfo.environment
    var configuration = preset
    if let url = baseURL ?? environment["OPENAI_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
      configuration.baseURL = url
    }
    if let model { configuration.model = model }
    if let key = environment["OPENAI_API_KEY"], !key.isEmpty { configuration.apiKey = key }
    return configuration
  }

  /// The URL requests go to: `/chat/completions` appended to the base URL's path, with the
  /// base URL's query (`?token=…`) kept after it; `nil` unless the base URL is `http(s)` with
  /// a host.
  var chatCompletionsURL: URL? {
    guard var parts = URLComponents(string: baseURL),
      parts.scheme == "http" || parts.scheme == "https", parts.host != nil
    else { return nil }
    var path = parts.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    parts.percentEncodedPath = path + "/chat/completions"
    parts.fragment = nil
    return parts.url
  }

  /// The first round's `tool_choice`; setting it makes it the choice of every round (set
  /// `toolChoicePolicy` for one choice per round).
  public var toolChoice: OpenAIToolChoice? {
    get { toolChoicePolicy.rounds[0] }
    set { toolChoicePolicy = newValue.map { .init([$0]) } ?? .auto }
  }

  /// The settings, with the API key shown only as set or not and the base URL masked.
  public var description: String {
    "\(CredentialMask.url(baseURL)) model \(model)" + (apiKey == nil ? "" : " (API key set)")
  }
}
