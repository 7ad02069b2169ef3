import CallsiteCore
import HTMLText

/// The provenance shown in a transcript's header: where, how and with what it was recorded.
extension TranscriptHTML {
  func provenance() -> String {
    guard let p = transcript.callsite.provenance else { return outsideProvenance() }
    // Model, backend and capture date stay in view; how to reproduce it is folded.
    // The model in the course's words (what kind of model it is), then its own id.
    let label = ModelLabel.describe(model: p.model, backend: p.backend)
    let model = label == p.model ? p.model : "\(label) · \(p.model)"
    var rows: [(String, String)] = [("Model", model), ("Backend", p.backend)]
    if let fm = transcript.fmSession?.modelName, fm != p.model {
      rows.append(("fm model", fm))
    }
    if let c = p.captured { rows.append(("Captured", c)) }
    rows.append(("Context size", Self.formatted(contextSize) + " tokens"))
    let authored = transcript.authoredAnswerIDs.filter { id in
      transcript.entries.contains { $0.id == id }
    }.count
    if authored > 0 {
      rows.append(
        (
          "Answers",
          authored == 1
            ? "1 written by the lesson’s author, not the model"
            : "\(authored) written by the lesson’s author, not the model"
        ))
    }
    var folded: [(String, String)] = []
    if let e = p.endpoint { folded.append(("Endpoint", e)) }
    if !p.options.isEmpty {
      folded.append(
        (
          "Options",
          p.options.map { "\($0.key) \($0.value.stringValue ?? $0.value.compactText)" }.joined(
            separator: ", ")
        ))
    }
    if let h = p.definitionsHash { folded.append(("Definitions hash", String(h.prefix(19)))) }
    if let v = p.callsiteVersion { folded.append(("Callsite", v)) }
    folded += Self.mcpServerRows(p.extra["mcpServers"])
    var out = Self.list(rows)
    if !folded.isEmpty {
      out += "<details class=\"provenance-more\"><summary>Provenance</summary>\n"
      out += Self.list(folded)
      out += "</details>\n"
    }
    if p.backend == "offline" {
      out +=
        "<p class=\"provenance-note\">Recorded with Callsite’s offline reference model: a deterministic, rule-based stand-in, not a language model. A real model may choose and phrase things differently.</p>\n"
    }
    if let note = p.note, p.backend != "offline" {
      out += "<p class=\"provenance-note\">\(note.htmlEscaped)</p>\n"
    }
    return out
  }

  /// What a transcript from outside Callsite says of itself: the `fm` tool's model name and
  /// a file version other than 1; the old one-line note when it says nothing.
  private func outsideProvenance() -> String {
    let note =
      "<p class=\"provenance-note\">No provenance recorded: this transcript came from outside Callsite.</p>\n"
    var rows: [(String, String)] = []
    if let session = transcript.fmSession {
      rows.append(("Model", session.modelName ?? "not named"))
      rows.append(("Saved by", "the fm tool (a session file)"))
    }
    if transcript.version != 1 {
      rows.append(
        ("Format version", transcript.version.stringValue ?? transcript.version.compactText))
    }
    if rows.isEmpty && ModelLabel.isFoundationModelsFile(transcript) {
      rows.append(("Model", ModelLabel.appleOnDevice))
    }
    guard !rows.isEmpty else { return note }
    rows.append(("Context size", Self.formatted(contextSize) + " tokens"))
    return Self.list(rows) + note
  }

  /// Rows of names and values as a `<dl>`, every text escaped.
  static func list(_ rows: [(String, String)]) -> String {
    var out = "<dl class=\"provenance\">\n"
    for (k, v) in rows { out += "<div><dt>\(k.htmlEscaped)</dt><dd>\(v.htmlEscaped)</dd></div>\n" }
    return out + "</dl>\n"
  }
}

extension TranscriptHTML {
  /// One row per MCP server a turn used (`callsite.provenance.mcpServers`): its name and
  /// version as it reports them, the protocol spoken, the start of its tool list's hash and
  /// its command.
  static func mcpServerRows(_ value: JSONValue?) -> [(String, String)] {
    (value?.arrayValue ?? []).compactMap { server in
      guard server.objectValue != nil else { return nil }
      let name = [server["serverName"]?.stringValue, server["serverVersion"]?.stringValue]
        .compactMap { $0 }.joined(separator: " ")
      var details: [String] = []
      if let v = server["protocolVersion"]?.stringValue { details.append("protocol \(v)") }
      if let h = server["toolListHash"]?.stringValue { details.append("tool list \(h.prefix(12))") }
      let command = (server["command"]?.arrayValue ?? []).compactMap(\.stringValue)
        .joined(separator: " ")
      var text = name.isEmpty ? "unnamed server" : name
      if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
      if !command.isEmpty { text += ", started with " + command }
      return ("MCP server", text)
    }
  }
}
