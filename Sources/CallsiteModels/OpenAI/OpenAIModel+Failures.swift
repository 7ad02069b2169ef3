import CallsiteCore
import Foundation

extension OpenAIModel {
  /// Whether a failed reply is worth sending again: 429 and 502–504 always; 500 unless its
  /// message says the request itself is wrong (llama.cpp's servers answer a request they
  /// cannot handle, such as an unsupported `tool_choice`, with a 500); other 5xx always.
  /// 4xx other than 429 never: the same request would fail the same way.
  static func isRetryable(status: Int, message: String) -> Bool {
    if status == 429 { return true }
    guard (500...599).contains(status) else { return false }
    if status != 500 { return true }
    let text = message.lowercased()
    let complaints = [
      "invalid", "not supported", "unsupported", "does not support", "must be", "must have",
      "expected", "unknown", "missing", "cannot", "can't", "failed to parse", "parse error",
      "not allowed", "bad request", "validation", "too long", "exceeds", "context size",
    ]
    return !complaints.contains { text.contains($0) }
  }

  func hint(status: Int, message: String) -> String? {
    switch status {
    case 401, 403: return "check OPENAI_API_KEY"
    case 404: return "check the base URL (it should end in /v1) and the model name"
    case 400 where message.contains("tool_choice"):
      return
        "this server refused the tool_choice sent (`:raw` shows it); some take only auto, none "
        + "or required: try :set tool-choice required"
    case 500 where message.lowercased().contains("failed to parse tool call arguments"):
      let limit = configuration.maxTokens.map { " (max_tokens \($0))" } ?? ""
      return
        "the server could not read the call the model wrote, most likely because the reply "
        + "stopped at the token limit\(limit) before the call's JSON was complete; raise "
        + "--max-tokens (:set max-tokens N)"
    case 500 where configuration.toolChoicePolicy.rounds.contains(.required):
      return
        "some servers (llama.cpp's) do not support tool_choice \"required\"; try auto or a tool's name"
    case 500 where !Self.isRetryable(status: status, message: message):
      return
        "the server rejected the request itself, so it was not retried; `:raw` shows what was sent"
    default: return nil
    }
  }

  func delay(attempt: Int, headers: [String: String]) -> UInt64 {
    var seconds = configuration.retryDelay * Double(1 << min(attempt - 1, 10))
    if let after = headers["retry-after"].flatMap(Double.init), after >= 0 {
      seconds = min(after, 60)
    }
    return UInt64(max(0, seconds) * 1e9)
  }

  /// The base URL without user, password or query, for messages.
  var safeBaseURL: String {
    guard var parts = URLComponents(string: configuration.baseURL) else { return "the server" }
    parts.user = nil
    parts.password = nil
    parts.query = nil
    return parts.string ?? "the server"
  }

  func translate(_ error: HTTPTransportError) -> OpenAIError {
    let url = safeBaseURL
    switch error {
    case .connectionRefused:
      return OpenAIError(.noServer(baseURL: url, hint: configuration.startHint))
    case .connectTimedOut(_, _, let seconds):
      return OpenAIError(.connectTimeout(baseURL: url, seconds: seconds))
    case .readTimedOut(let seconds):
      return OpenAIError(.readTimeout(baseURL: url, seconds: seconds))
    case .tooLarge(let limit):
      return OpenAIError(.tooLarge(baseURL: url, limit: limit))
    case .unknownHost, .failed:
      return OpenAIError(.network(baseURL: url, message: error.description))
    }
  }
}
