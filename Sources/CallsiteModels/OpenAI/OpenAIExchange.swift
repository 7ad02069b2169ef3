public import CallsiteCore
import Foundation

/// One request to the server and its reply, exactly as they went over the wire (with API
/// keys and URL credentials masked): what `:raw` prints and `--log FILE` appends.
public struct OpenAIExchange: Sendable, Equatable {
  /// The round of the turn (1 for the first request after the prompt).
  public var round: Int
  /// The attempt (above 1 when a 429 or 5xx was retried).
  public var attempt: Int
  /// The URL, credentials masked.
  public var url: String
  /// The request's header fields, the API key masked.
  public var requestHeaders: [String: String]
  /// The request body as sent.
  public var request: JSONValue
  /// The HTTP status, or `nil` when no reply came.
  public var status: Int?
  /// The reply body as received (a stream's events as they came), or `""`.
  public var reply: String
  /// Why there is no usable reply, when there is none.
  public var error: String?
  /// The usage the server reported in this reply.
  public var usage: TokenUsage?
  /// The reply's `finish_reason`.
  public var finishReason: String?

  public init(
    round: Int, attempt: Int = 1, url: String, requestHeaders: [String: String] = [:],
    request: JSONValue, status: Int? = nil, reply: String = "", error: String? = nil,
    usage: TokenUsage? = nil, finishReason: String? = nil
  ) {
    self.round = round
    self.attempt = attempt
    self.url = url
    self.requestHeaders = requestHeaders
    self.request = request
    self.status = status
    self.reply = reply
    self.error = error
    self.usage = usage
    self.finishReason = finishReason
  }

  /// The reply as JSON: the body when it is JSON, a stream's events' data as an array of
  /// their JSON (`[DONE]` as a string), otherwise the text as a string.
  public var replyJSON: JSONValue {
    if let value = try? JSONValue.parse(reply) { return value }
    var events = ServerSentEvents()
    let data = events.feed(Array(reply.utf8)) + events.finish()
    if data.isEmpty { return .string(reply) }
    return .array(data.map { (try? JSONValue.parse($0)) ?? .string($0) })
  }

  /// The exchange as one JSON object, the line `--log FILE` appends.
  public var json: JSONValue {
    var o = JSONObject()
    o["round"] = .int(round)
    o["attempt"] = .int(attempt)
    o["url"] = .string(url)
    o["requestHeaders"] = .object(
      JSONObject(requestHeaders.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
    o["request"] = request
    o["status"] = status.map { .int($0) } ?? .null
    o["reply"] = replyJSON
    if let error { o["error"] = .string(error) }
    if let usage { o["usage"] = OpenAIReply.json(usage) }
    if let finishReason { o["finish_reason"] = .string(finishReason) }
    return .object(o)
  }

  /// The request and reply as `:raw` prints them: a heading line, the request's JSON, and
  /// the reply's, each indented for reading.
  public var rawText: String {
    var lines = ["round \(round)" + (attempt > 1 ? ", attempt \(attempt)" : "") + ": POST \(url)"]
    lines.append("request:")
    lines.append(Self.pretty(request))
    lines.append("reply" + (status.map { " (HTTP \($0))" } ?? "") + ":")
    lines.append(error.map { "(\($0))" } ?? Self.pretty(replyJSON))
    return lines.joined(separator: "\n")
  }

  private static func pretty(_ value: JSONValue) -> String {
    String(value.serialized().dropLast())
  }
}
