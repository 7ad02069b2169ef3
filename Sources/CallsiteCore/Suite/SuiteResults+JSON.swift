extension SuiteResults {
  /// The results as the file holds them.
  public var json: JSONValue {
    var top = JSONObject()
    top["suite"] = .string(suite)
    top["title"] = .string(title)
    top["temperature"] = .double(temperature)
    top["repeat"] = .int(repetitions)
    top["threshold"] = .double(threshold)
    top["models"] = .array(
      models.map { .object(["id": .string($0.id), "provenance": $0.provenance]) })
    top["cases"] = .array(
      cases.map { c in
        var o = JSONObject()
        o["name"] = .string(c.name)
        if !c.setup.isEmpty { o["setup"] = .array(c.setup.map(JSONValue.string)) }
        o["prompts"] = .array(c.prompts.map(JSONValue.string))
        o["expects"] = .array(c.expects.map(JSONValue.string))
        o["runs"] = .array(c.runs.map(\.json))
        return .object(o)
      })
    return .object(top)
  }

  /// Reads a results file; `path` names it in errors.
  public init(json: JSONValue, path: String) throws(SuiteError) {
    func bad(_ what: String) -> SuiteError {
      SuiteError(
        path: path, line: nil, "not a suite's results: \(what)",
        hint: "write it again with repl --suite, which rewrites the whole file")
    }
    guard let suite = json["suite"]?.stringValue, let cases = json["cases"]?.arrayValue,
      let models = json["models"]?.arrayValue
    else { throw bad("'suite', 'models' or 'cases' is missing") }
    self.suite = suite
    self.title = json["title"]?.stringValue ?? suite
    self.temperature = json["temperature"]?.doubleValue ?? 0
    self.repetitions = json["repeat"]?.intValue ?? 1
    self.threshold = json["threshold"]?.doubleValue ?? 0
    self.models = try models.map { m throws(SuiteError) in
      guard let id = m["id"]?.stringValue else { throw bad("a model without an 'id'") }
      return Model(id: id, provenance: m["provenance"] ?? .null)
    }
    self.cases = try cases.map { c throws(SuiteError) in
      guard let name = c["name"]?.stringValue else { throw bad("a case without a 'name'") }
      let runs = try (c["runs"]?.arrayValue ?? []).map { r throws(SuiteError) in
        guard let model = r["model"]?.stringValue, let transcript = r["transcript"]?.stringValue
        else { throw bad("a run of case '\(name)' without 'model' or 'transcript'") }
        let classes = try (r["classes"]?.arrayValue ?? []).map { v throws(SuiteError) in
          guard let c = v.stringValue.flatMap(FailureClass.init(rawValue:)) else {
            throw bad("unknown failure class \(v.compactText) in case '\(name)'")
          }
          return c
        }
        let reasons = (r["reasons"]?.arrayValue ?? []).compactMap(\.stringValue)
        return Run(
          model: model, seed: r["seed"]?.intValue,
          verdict: RunVerdict(classes: classes, reasons: reasons), transcript: transcript)
      }
      var read = Case(
        name: name, prompts: (c["prompts"]?.arrayValue ?? []).compactMap(\.stringValue),
        expects: (c["expects"]?.arrayValue ?? []).compactMap(\.stringValue), runs: runs)
      read.setup = (c["setup"]?.arrayValue ?? []).compactMap(\.stringValue)
      return read
    }
  }
}

extension SuiteResults.Run {
  var json: JSONValue {
    var o = JSONObject()
    o["model"] = .string(model)
    if let seed { o["seed"] = .int(seed) }
    o["verdict"] = classes.isEmpty ? "pass" : "fail"
    o["classes"] = .array(classes.map { .string($0.rawValue) })
    o["reasons"] = .array(reasons.map(JSONValue.string))
    o["transcript"] = .string(transcript)
    return .object(o)
  }
}
