extension CallsiteMetadata {
  static func decode(_ value: JSONValue) throws(TranscriptError) -> Self {
    guard var o = value.objectValue else {
      throw TranscriptError(pointer: "/callsite", message: "\"callsite\" must be an object")
    }
    var m = CallsiteMetadata()
    if let p = o["provenance"]?.objectValue {
      m.provenance = Provenance(
        model: p["model"]?.stringValue ?? "unknown",
        backend: p["backend"]?.stringValue ?? "unknown",
        endpoint: p["endpoint"]?.stringValue, options: p["options"]?.objectValue ?? JSONObject(),
        captured: p["captured"]?.stringValue, callsiteVersion: p["callsiteVersion"]?.stringValue,
        definitionsHash: p["definitionsHash"]?.stringValue, note: p["note"]?.stringValue,
        extra: TranscriptCoding.stripped(
          p,
          [
            "model", "backend", "endpoint", "options", "captured", "callsiteVersion",
            "definitionsHash", "note",
          ]))
      o.removeValue(forKey: "provenance")
    }
    if let size = o["contextSize"]?.intValue {
      m.contextSize = size
      o.removeValue(forKey: "contextSize")
    }
    if let tokens = o["tokens"]?.objectValue {
      for t in tokens {
        guard let count = t.value["count"]?.intValue else { continue }
        let source = TokenCount.Source(rawValue: t.value["source"]?.stringValue ?? "") ?? .estimated
        m.tokens[t.key] = TokenCount(count, source)
      }
      o.removeValue(forKey: "tokens")
    }
    if let timings = o["timings"]?.objectValue {
      for t in timings { if let ms = t.value.intValue { m.timings[t.key] = ms } }
      o.removeValue(forKey: "timings")
    }
    if let failures = o["failures"]?.arrayValue {
      for (i, f) in failures.enumerated() {
        guard let fo = f.objectValue, let tool = fo["tool"]?.stringValue else {
          throw TranscriptError(
            pointer: "/callsite/failures/\(i)", message: "a failure needs at least \"tool\"")
        }
        m.failures.append(
          FailedCall(
            after: fo["after"]?.stringValue ?? "", callID: fo["callID"]?.stringValue ?? "",
            tool: tool,
            arguments: fo["arguments"]?.stringValue ?? fo["arguments"]?.compactText ?? "{}",
            error: fo["error"]?.stringValue ?? "",
            reportedToModel: fo["reportedToModel"]?.boolValue ?? false,
            extra: TranscriptCoding.stripped(
              fo, ["after", "callID", "tool", "arguments", "error", "reportedToModel"])))
      }
      o.removeValue(forKey: "failures")
    }
    m.extra = o
    return m
  }

  var json: JSONValue {
    var o = JSONObject()
    if let p = provenance {
      var po = JSONObject()
      po["model"] = .string(p.model)
      po["backend"] = .string(p.backend)
      if let e = p.endpoint { po["endpoint"] = .string(e) }
      if !p.options.isEmpty { po["options"] = .object(p.options) }
      if let c = p.captured { po["captured"] = .string(c) }
      if let v = p.callsiteVersion { po["callsiteVersion"] = .string(v) }
      if let h = p.definitionsHash { po["definitionsHash"] = .string(h) }
      if let n = p.note { po["note"] = .string(n) }
      TranscriptCoding.merge(&po, p.extra)
      o["provenance"] = .object(po)
    }
    if let size = contextSize { o["contextSize"] = .int(size) }
    if !tokens.isEmpty {
      o["tokens"] = .object(
        JSONObject(
          tokens.sorted { Transcript.idOrder($0.key, $1.key) }.map {
            ($0.key, ["count": .int($0.value.count), "source": .string($0.value.source.rawValue)])
          }))
    }
    if !timings.isEmpty {
      o["timings"] = .object(
        JSONObject(
          timings.sorted { Transcript.idOrder($0.key, $1.key) }.map { ($0.key, .int($0.value)) }))
    }
    if !failures.isEmpty {
      o["failures"] = .array(
        failures.map { f in
          var fo = JSONObject()
          fo["after"] = .string(f.after)
          fo["callID"] = .string(f.callID)
          fo["tool"] = .string(f.tool)
          fo["arguments"] = .string(f.arguments)
          fo["error"] = .string(f.error)
          if f.reportedToModel { fo["reportedToModel"] = true }
          TranscriptCoding.merge(&fo, f.extra)
          return .object(fo)
        })
    }
    TranscriptCoding.merge(&o, extra)
    return .object(o)
  }
}
