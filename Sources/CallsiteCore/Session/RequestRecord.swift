/// One request a turn sent to its model, as `callsite.requests` keeps it: the tokens the
/// server reported for that request, exactly as reported, and where the request went.
///
/// Counts are never shared out over entries: the prompt count is the whole context the
/// server read for this request, the completion count is what it generated.
public struct RequestRecord: Sendable, Equatable {
  /// The id of the last entry the request carried.
  public var after: String
  /// The id of the entry the reply became; `nil` when the round failed and left no entry.
  public var reply: String?
  /// The model round of the turn, from 1.
  public var round: Int
  /// The tokens the server reported, when it reported any.
  public var usage: TokenUsage?
  /// The backend, model, endpoint and options of this request (the tool choice sent).
  public var provenance: Provenance?

  public init(
    after: String, reply: String?, round: Int, usage: TokenUsage?, provenance: Provenance?
  ) {
    self.after = after
    self.reply = reply
    self.round = round
    self.usage = usage
    self.provenance = provenance
  }

  /// The record as JSON: `usage` in the server's own names (`prompt_tokens`, …, and
  /// llama-server's `timings.cache_n` as `cache_n`).
  public var json: JSONValue {
    var o = JSONObject()
    o["after"] = .string(after)
    if let reply { o["reply"] = .string(reply) }
    o["round"] = .int(round)
    if let u = usage {
      var uo = JSONObject()
      uo["prompt_tokens"] = .int(u.promptTokens)
      uo["completion_tokens"] = .int(u.completionTokens)
      if let t = u.totalTokens { uo["total_tokens"] = .int(t) }
      if let c = u.cachedTokens { uo["cached_tokens"] = .int(c) }
      if let n = u.cacheN { uo["cache_n"] = .int(n) }
      o["usage"] = .object(uo)
    }
    if let p = provenance {
      var po = JSONObject()
      po["backend"] = .string(p.backend)
      po["model"] = .string(p.model)
      if let e = p.endpoint { po["endpoint"] = .string(e) }
      if !p.options.isEmpty { po["options"] = .object(p.options) }
      o["provenance"] = .object(po)
    }
    return .object(o)
  }

  /// Reads a record back; `nil` when the value is not one.
  public init?(json value: JSONValue) {
    guard let o = value.objectValue, let after = o["after"]?.stringValue else { return nil }
    self.after = after
    reply = o["reply"]?.stringValue
    round = o["round"]?.intValue ?? 1
    if let u = o["usage"]?.objectValue, let prompt = u["prompt_tokens"]?.intValue,
      let completion = u["completion_tokens"]?.intValue
    {
      usage = TokenUsage(
        promptTokens: prompt, completionTokens: completion,
        totalTokens: u["total_tokens"]?.intValue, cachedTokens: u["cached_tokens"]?.intValue,
        cacheN: u["cache_n"]?.intValue)
    } else {
      usage = nil
    }
    if let p = o["provenance"]?.objectValue {
      provenance = Provenance(
        model: p["model"]?.stringValue ?? "unknown",
        backend: p["backend"]?.stringValue ?? "unknown",
        endpoint: p["endpoint"]?.stringValue, options: p["options"]?.objectValue ?? JSONObject())
    } else {
      provenance = nil
    }
  }
}
