public import CallsiteCore
import Foundation

extension Playground {
  /// Everything needed to pick the session up again.
  public func snapshot() async -> JSONValue {
    snapshot(transcript: await transcript.json)
  }

  /// The snapshot around the transcript's JSON.
  func snapshot(transcript json: JSONValue) -> JSONValue {
    var o = JSONObject()
    let settings = state.settings
    o["instructions"] = .string(state.instructions)
    o["tools"] = .array(
      state.tools.map { t in
        var file = t.fileJSON.objectValue ?? JSONObject()
        file["x-callsite-path"] = t.path.map(JSONValue.string) ?? .null
        file["x-callsite-unsaved"] = .bool(unsavedTools.contains(t.name))
        return .object(file)
      })
    o["model"] = Self.json(state.model)
    o["contextSize"] = .int(settings.contextSize)
    o["policy"] = .string(state.policy.rawValue)
    o["maxRounds"] = .int(settings.maxRounds)
    o["answerRound"] = settings.answerRound.map(JSONValue.int) ?? .null
    // Kept apart from the model: `:set temperature` before `:model openai` must last too.
    o["modelOptions"] = .object(
      JSONObject(
        settings.openAIOptions.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
    o["date"] = settings.fixedDate.map { .string(Self.iso($0)) } ?? .null
    o["transcript"] = json
    o["transcriptPath"] = transcriptPath.map(JSONValue.string) ?? .null
    o["unsavedTurns"] = .int(unsavedTurns)
    o["inputs"] = .array(inputs.map(JSONValue.string))
    o["script"] = script.json
    return .object(o)
  }

  /// Restores a snapshot written by `snapshot()`.
  public func restore(_ snapshot: JSONValue) async throws(PlaygroundError) {
    guard let o = snapshot.objectValue, let t = o["transcript"] else {
      throw PlaygroundError("the journal does not hold a session", hint: "start afresh")
    }
    let transcript: Transcript
    do {
      transcript = try Transcript(json: t)
    } catch {
      throw PlaygroundError(
        "the journal's transcript does not read: \(error)", hint: "start afresh")
    }
    var restored = PlaygroundState()
    restored.setInstructions(o["instructions"]?.stringValue ?? "")
    unsavedTools = []
    for item in o["tools"]?.arrayValue ?? [] {
      guard var file = item.objectValue else { continue }
      let path = file.removeValue(forKey: "x-callsite-path")?.stringValue
      let unsaved = file.removeValue(forKey: "x-callsite-unsaved")?.boolValue ?? false
      let draft = try ToolDraft(fileJSON: .object(file), path: path)
      restored.tools.append(draft)
      if unsaved { unsavedTools.insert(draft.name) }
    }
    for member in o["modelOptions"]?.objectValue ?? JSONObject() {
      if let text = member.value.stringValue { restored.settings.openAIOptions[member.key] = text }
    }
    restored.chooseModel(Self.modelSpec(o["model"]) ?? .offline)
    restored.settings.maxRounds = o["maxRounds"]?.intValue.flatMap { $0 >= 1 ? $0 : nil } ?? 8
    restored.settings.answerRound = o["answerRound"]?.intValue.flatMap { $0 >= 1 ? $0 : nil }
    restored.setContextSize(o["contextSize"]?.intValue ?? Callsite.defaultContextSize)
    restored.setPolicy(
      o["policy"]?.stringValue.flatMap(ToolErrorPolicy.init(rawValue:)) ?? .fail)
    restored.setDate(o["date"]?.stringValue.flatMap(Self.parseDate))
    state = restored
    transcriptPath = o["transcriptPath"]?.stringValue
    unsavedTurns = o["unsavedTurns"]?.intValue ?? 0
    inputs = o["inputs"]?.arrayValue?.compactMap(\.stringValue) ?? []
    script = SessionScript(json: o["script"])
    if o["script"] == nil, !inputs.isEmpty {
      script.caveat("the inputs before this session was restored from its journal are missing")
    }
    await replaceTranscript(transcript)
  }

  /// Writes what changed in the session's state to the journal, when there is one and
  /// anything to keep.
  ///
  /// A command that left the transcript as it was costs what it changed: the transcript is
  /// neither written as JSON again nor compared with the last line's.
  public func journalSnapshot() async {
    guard let journal else { return }
    let t = await transcript
    guard !t.entries.isEmpty || !state.tools.isEmpty else { return }
    let unchanged = journaled.map { $0.transcript == t } ?? false
    let json = unchanged ? journaled!.json : t.json
    if journal.record(snapshot(transcript: json), unchanged: unchanged ? ["transcript"] : []) {
      journaled = (t, json)
    }
    reportJournalProblem()
  }

  /// Says, the first time, that the journal could not be written.
  private func reportJournalProblem() {
    if let problem = journal?.takeProblem() { say(problem, .failure) }
  }

  /// Rewrites the journal as the session's state alone (after the transcript was saved).
  func compactJournal() async {
    guard let journal else { return }
    let t = await transcript
    let json = t.json
    if journal.compact(snapshot(transcript: json)) { journaled = (t, json) }
    reportJournalProblem()
  }

  static func json(_ spec: ModelSpec) -> JSONValue {
    switch spec {
    case .offline: return ["kind": "offline"]
    case .manual: return ["kind": "manual"]
    case .replay(let path): return ["kind": "replay", "path": .string(path)]
    case .openai(let s):
      var o = JSONObject()
      o["kind"] = "openai"
      if let v = s.baseURL { o["baseURL"] = .string(v) }
      if let v = s.model { o["model"] = .string(v) }
      if !s.options.isEmpty {
        o["options"] = .object(
          JSONObject(s.options.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
      }
      return .object(o)
    }
  }

  static func modelSpec(_ value: JSONValue?) -> ModelSpec? {
    switch value?["kind"]?.stringValue {
    case "offline": return .offline
    case "manual": return .manual
    case "replay": return value?["path"]?.stringValue.map { .replay(path: $0) }
    case "openai":
      var options: [String: String] = [:]
      for member in value?["options"]?.objectValue ?? JSONObject() {
        if let text = member.value.stringValue { options[member.key] = text }
      }
      // Journals written before `options` kept these two on their own.
      if let t = value?["temperature"]?.doubleValue { options["temperature"] = "\(t)" }
      if let c = value?["toolChoice"]?.stringValue { options["tool-choice"] = c }
      return .openai(
        OpenAISettings(
          baseURL: value?["baseURL"]?.stringValue, model: value?["model"]?.stringValue,
          options: options))
    default: return nil
    }
  }
}
