import CallsiteCore

extension Playground {
  /// After a turn: the tokens each request of the turn cost as the server reported them
  /// (never shared out over entries), each new entry's own count with how it was found,
  /// and the context meter, which follows the latest reported request when there is one.
  /// Entries are counted by the model's tokenizer when its server offers one (asked after
  /// the turn), and otherwise estimated.
  func meter(since before: Transcript) async {
    let transcript = await self.transcript
    let known = Set(before.entries.map(\.id))
    let added = transcript.entries.filter { !known.contains($0.id) }
    let requests = transcript.callsite.requests.dropFirst(before.callsite.requests.count)
    var parts: [String] = []
    let reported = requests.compactMap { r in r.usage.map { (r.round, $0) } }
    if !reported.isEmpty {
      let rounds = reported.map { round, usage in
        (reported.count > 1 ? "round \(round): " : "") + Self.usageText(usage)
      }
      parts.append("tokens: " + rounds.joined(separator: "; ") + " (reported by the server)")
    }
    var estimated: [String] = []
    var counted: [String] = []
    var completions: [String] = []
    let unreported = added.filter { transcript.tokenCount(of: $0).source != .reported }
    let tokenizer = await tokenizerCounts(of: unreported) ?? [:]
    for entry in added {
      let count = transcript.tokenCount(of: entry)
      if let n = tokenizer[entry.id] {
        counted.append("\(entry.roleName) \(Self.grouped(n))")
        continue
      }
      let text = "\(entry.roleName) \(Self.grouped(count.count))"
      if count.source == .reported { completions.append(text) } else { estimated.append(text) }
    }
    let entriesLabel = reported.isEmpty ? "tokens: " : "entries: "
    if !counted.isEmpty {
      parts.append(
        entriesLabel + counted.joined(separator: ", ") + " (counted by the model's tokenizer)")
    }
    if !estimated.isEmpty {
      parts.append(
        (counted.isEmpty ? entriesLabel : "")
          + estimated.joined(separator: ", ") + " (estimated: bytes ÷ 4)")
    }
    if !completions.isEmpty, reported.isEmpty {
      parts.append(completions.joined(separator: ", ") + " (reported)")
    }
    let context: String
    if let last = transcript.callsite.requests.last(where: { $0.usage != nil })?.usage,
      transcript.entries.last.map({ e in transcript.callsite.requests.last?.reply == e.id })
        ?? false
    {
      context =
        "context \(Self.grouped(last.promptTokens + last.completionTokens)) / "
        + "\(Self.grouped(transcript.contextSize)) (the last request's prompt and reply, reported)"
    } else {
      let used = transcript.cumulativeTokens.last ?? 0
      context =
        "context \(Self.grouped(used)) / \(Self.grouped(transcript.contextSize))"
        + (reported.isEmpty ? "" : " (estimated)")
    }
    parts.append(context)
    say(parts.joined(separator: " · "), .meter)
  }

  /// `prompt 412, completion 18, total 430, cached 400`: a request's usage as reported.
  static func usageText(_ usage: TokenUsage) -> String {
    var text =
      "prompt \(grouped(usage.promptTokens)), completion \(grouped(usage.completionTokens))"
    if let total = usage.totalTokens { text += ", total \(grouped(total))" }
    if let cached = usage.cachedTokens { text += ", cached \(grouped(cached))" }
    return text
  }
}
