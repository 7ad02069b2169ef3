/// Stable, readable ids (`entry-1`, `call-1`, `segment-1`) that continue after the highest
/// one already in a transcript, so files diff well and golden files stay readable.
public struct IDGenerator: Sendable {
  private var counters: [String: Int] = [:]

  /// A generator that continues after the ids in `transcript`.
  public init(_ transcript: Transcript) {
    func see(_ id: String) {
      guard let dash = id.lastIndex(of: "-"), let n = Int(id[id.index(after: dash)...]) else {
        return
      }
      let prefix = String(id[..<dash])
      counters[prefix] = max(counters[prefix] ?? 0, n)
    }
    func see(_ segments: [Transcript.Segment]) {
      for s in segments {
        switch s {
        case .text(let t): see(t.id)
        case .structure(let st): see(st.id)
        case .unknown(let o): see(o["id"]?.stringValue ?? "")
        }
      }
    }
    for entry in transcript.entries {
      see(entry.id)
      switch entry {
      case .instructions(let e): see(e.segments)
      case .prompt(let e): see(e.segments)
      case .toolCalls(let e): for c in e.calls { see(c.id) }
      case .toolOutput(let e): see(e.segments)
      case .response(let e): see(e.segments)
      case .unknown: break
      }
    }
    for f in transcript.callsite.failures { see(f.callID) }
  }

  /// The next id with this prefix.
  public mutating func next(_ prefix: String) -> String {
    let n = (counters[prefix] ?? 0) + 1
    counters[prefix] = n
    return "\(prefix)-\(n)"
  }
}
