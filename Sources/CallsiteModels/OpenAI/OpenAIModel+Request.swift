public import CallsiteCore
import Foundation

extension OpenAIModel {
  /// Model, backend `openai`, the server's host and port, and the options (the tool-choice
  /// policy as its text).
  public var provenance: Provenance {
    var options = sharedOptions
    options["tool_choice"] = .string(configuration.toolChoicePolicy.description)
    return Provenance(
      model: configuration.model, backend: "openai", endpoint: endpoint, options: options)
  }

  /// The provenance of one round's reply: the options with the `tool_choice` actually sent
  /// (absent when the request offered no tools) and the round.
  func provenance(round: Int, toolChoice: OpenAIToolChoice?) -> Provenance {
    var options = sharedOptions
    if let toolChoice { options["tool_choice"] = toolChoice.json }
    options["round"] = .int(round)
    return Provenance(
      model: configuration.model, backend: "openai", endpoint: endpoint, options: options)
  }

  private var sharedOptions: JSONObject {
    var options = JSONObject()
    if let t = configuration.temperature { options["temperature"] = .double(t) }
    if let s = configuration.seed { options["seed"] = .int(s) }
    if let m = configuration.maxTokens { options["max_tokens"] = .int(m) }
    if let p = configuration.parallelToolCalls { options["parallel_tool_calls"] = .bool(p) }
    if configuration.stream { options["stream"] = true }
    return options
  }

  /// `host:port` of the base URL, without credentials or path.
  var endpoint: String? {
    guard let url = URL(string: configuration.baseURL), let host = url.host else { return nil }
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// The request body for a Callsite request: the messages, and when tools are offered the
  /// tools and this round's `tool_choice`, always written out (`auto` included).
  public func body(for request: ModelRequest) -> JSONValue {
    body(for: request, stream: configuration.stream)
  }

  /// The request body, streamed or not.
  func body(for request: ModelRequest, stream: Bool) -> JSONValue {
    var body = JSONObject()
    body["model"] = .string(configuration.model)
    body["messages"] = .array(OpenAIWire.messages(for: request.transcript))
    if !request.tools.isEmpty {
      body["tools"] = .array(request.tools.map(\.json))
      body["tool_choice"] = configuration.toolChoicePolicy.choice(for: request).json
      if let parallel = configuration.parallelToolCalls {
        body["parallel_tool_calls"] = .bool(parallel)
      }
    }
    if let t = configuration.temperature { body["temperature"] = .double(t) }
    if let s = configuration.seed { body["seed"] = .int(s) }
    if let m = configuration.maxTokens { body["max_tokens"] = .int(m) }
    if stream {
      body["stream"] = true
      body["stream_options"] = ["include_usage": true]
    }
    return .object(body)
  }
}

extension OpenAIModel {
  /// The request a server would receive for `request`, as `:raw` shows an exchange: the
  /// round, the URL (credentials masked) and the body. Nothing is sent: this shows what a
  /// model that talks to no server (the offline stand-in) would have sent had it been one.
  public func preview(of request: ModelRequest) -> String {
    let round = OpenAIToolChoicePolicy.round(of: request)
    let url = configuration.chatCompletionsURL?.absoluteString ?? configuration.baseURL
    return [
      "round \(round) (not sent): POST \(CredentialMask.url(url))",
      "request:",
      String(body(for: request).serialized().dropLast()),
    ].joined(separator: "\n")
  }
}
