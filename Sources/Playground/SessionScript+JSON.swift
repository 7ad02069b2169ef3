import CallsiteCore

/// A session script as the journal keeps it, so that a restored session can still be saved
/// as a script: `{"inputs": [{"text", "saves"?}], "leftOut", "caveats"}`.
extension SessionScript {
  /// The journal's value.
  var json: JSONValue {
    var o = JSONObject()
    o["inputs"] = .array(
      inputs.map { input in
        var i = JSONObject()
        i["text"] = .string(input.text)
        if let saves = input.saves { i["saves"] = .string(saves) }
        return .object(i)
      })
    o["leftOut"] = .int(leftOut)
    o["caveats"] = .array(caveats.map(JSONValue.string))
    return .object(o)
  }

  /// Reads the journal's value; a journal written before scripts were kept gives an empty one.
  init(json: JSONValue?) {
    self.init()
    for item in json?["inputs"]?.arrayValue ?? [] {
      guard let text = item["text"]?.stringValue else { continue }
      inputs.append(Input(text: text, saves: item["saves"]?.stringValue))
    }
    leftOut = json?["leftOut"]?.intValue ?? 0
    caveats = json?["caveats"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }
}
