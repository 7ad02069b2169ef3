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
    let context = contextUse(transcript, counted: tokenizer)
    parts.append(context.text)
    say(parts.joined(separator: " · "), .meter)
    if let warning = Self.overWindow(used: context.used, size: transcript.contextSize) {
      say(warning, .note)
    }
  }

  /// The context meter's text and the tokens it counts as used: the latest reported
  /// request's tokens (its prompt, and its reply when the reply is in the transcript) plus
  /// the entries after it, counted or estimated; the whole transcript estimated when no
  /// request reported usage.
  func contextUse(_ transcript: Transcript, counted: [String: Int]) -> (used: Int, text: String) {
    let size = Self.grouped(transcript.contextSize)
    let entries = transcript.entries
    for request in transcript.callsite.requests.reversed() {
      guard let usage = request.usage else { continue }
      var base = usage.promptTokens
      var label = "the last request's prompt"
      var anchor = entries.lastIndex { $0.id == request.after }
      if let reply = request.reply, let index = entries.lastIndex(where: { $0.id == reply }) {
        base += usage.completionTokens
        label += " and reply"
        anchor = index
      }
      guard let anchor else { continue }
      let later = entries[(anchor + 1)...]
      var extra = 0
      var estimated = false
      for entry in later {
        if let n = counted[entry.id] {
          extra += n
        } else {
          extra += transcript.tokenCount(of: entry).count
          estimated = estimated || transcript.tokenCount(of: entry).source != .reported
        }
      }
      label += ", reported"
      if !later.isEmpty {
        let how = estimated ? "estimated" : "counted by the model's tokenizer"
        let what = later.count == 1 ? "the entry" : "the \(later.count) entries"
        label += ", and \(Self.grouped(extra)) \(how) for \(what) after it"
      }
      return (base + extra, "context \(Self.grouped(base + extra)) / \(size) (\(label))")
    }
    let used = transcript.cumulativeTokens.last ?? 0
    let anyReported = transcript.callsite.requests.contains { $0.usage != nil }
    return (used, "context \(Self.grouped(used)) / \(size)" + (anyReported ? " (estimated)" : ""))
  }

  /// The warning when the context is over the model's window, in words (a note, coloured on
  /// a terminal): a dimmed meter alone was easy to miss.
  static func overWindow(used: Int, size: Int) -> String? {
    guard size > 0, used > size else { return nil }
    return
      "warning: the context is over the model's window: \(grouped(used)) tokens of "
      + "\(grouped(size)), \(grouped(used - size)) too many. A real model would lose the "
      + "start of the transcript or refuse the request; :undo or :reset makes room, or "
      + ":context N sets a larger window if the model has one."
  }

  /// `prompt 412, completion 18, total 430, cached 400 (97%)`: a request's usage as
  /// reported, with the share of the prompt the server took from its cache
  /// (`cached_tokens`, or llama-server's `timings.cache_n`, then said so).
  static func usageText(_ usage: TokenUsage) -> String {
    var text =
      "prompt \(grouped(usage.promptTokens)), completion \(grouped(usage.completionTokens))"
    if let total = usage.totalTokens { text += ", total \(grouped(total))" }
    if let reused = usage.reusedTokens {
      text += ", cached \(grouped(reused))"
      if let share = usage.cacheShare { text += " (\(Int((share * 100).rounded()))%)" }
      if usage.cachedTokens == nil { text += " by timings.cache_n" }
    }
    return text
  }
}
