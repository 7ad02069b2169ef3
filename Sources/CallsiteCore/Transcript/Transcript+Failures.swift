extension Transcript {
  /// Every failed tool call, in the order of the transcript, by the rule `ToolCallFailure`
  /// documents: Callsite's records and the Python SDK's `Tool error:` / `Callback error:`
  /// outputs, one failure per call.
  public var failedCalls: [ToolCallFailure] {
    var placed: [(position: Int, order: Int, failure: ToolCallFailure)] = []
    var recorded = Set<String>()
    for (n, record) in callsite.failures.enumerated() {
      recorded.insert(record.callID)
      let output = toolOutput(forCall: record.callID)
      let failure = ToolCallFailure(
        callID: record.callID, tool: record.tool, arguments: record.arguments,
        message: record.error, source: .callsiteRecord, outputEntryID: output?.entry.id,
        after: record.after)
      // A record sits just after its `after` entry, or at its output when it has one.
      let position =
        output.map { 2 * $0.index }
        ?? (index(ofEntry: record.after).map { 2 * $0 + 1 } ?? 2 * entries.count)
      placed.append((position, n, failure))
    }
    for (i, entry) in entries.enumerated() {
      guard case .toolOutput(let output) = entry, !recorded.contains(output.toolCallID),
        let failure = outputFailure(output, at: i)
      else { continue }
      placed.append((2 * i, 0, failure))
    }
    return placed.sorted { ($0.position, $0.order) < ($1.position, $1.order) }.map(\.failure)
  }

  /// The failure a tool output entry stands for, when it is one: the call's record in
  /// `callsite.failures`, or a Python SDK error text; `nil` for a call that succeeded.
  public func failure(ofToolOutput output: ToolOutputEntry) -> ToolCallFailure? {
    if let record = callsite.failures.first(where: { $0.callID == output.toolCallID }) {
      return ToolCallFailure(
        callID: record.callID, tool: record.tool, arguments: record.arguments,
        message: record.error, source: .callsiteRecord, outputEntryID: output.id,
        after: record.after)
    }
    let index = entries.firstIndex { $0 == .toolOutput(output) } ?? entries.count
    return outputFailure(output, at: index)
  }

  /// Rule 2 for the output at `index`.
  private func outputFailure(_ output: ToolOutputEntry, at index: Int) -> ToolCallFailure? {
    var text = ""
    for segment in output.segments {
      guard case .text(let t) = segment else { return nil }
      text += t.text
    }
    guard let (source, message) = ToolCallFailure.reported(inOutputText: text) else { return nil }
    let call = self.call(withID: output.toolCallID)
    let before = index > 0 && index <= entries.count ? entries[index - 1].id : ""
    return ToolCallFailure(
      callID: output.toolCallID, tool: output.toolName, arguments: call?.call.arguments,
      message: message, source: source, outputEntryID: output.id,
      after: call?.entryID ?? before)
  }

  /// The tool call with `id` and the id of the entry that made it.
  func call(withID id: String) -> (call: ToolCall, entryID: String)? {
    for case .toolCalls(let e) in entries {
      if let c = e.calls.first(where: { $0.id == id }) { return (c, e.id) }
    }
    return nil
  }

  /// The tool output entry answering the call `id`, with its index.
  func toolOutput(forCall id: String) -> (entry: ToolOutputEntry, index: Int)? {
    for (i, entry) in entries.enumerated() {
      if case .toolOutput(let o) = entry, o.toolCallID == id { return (o, i) }
    }
    return nil
  }
}
