/// Small helpers shared by the transcript readers and writers.
enum TranscriptCoding {
  /// The string member `key`, or an error naming what is missing or wrong.
  static func field(_ object: JSONObject, _ key: String, _ pointer: String) throws(TranscriptError)
    -> String
  {
    guard let s = object[key]?.stringValue else {
      throw TranscriptError(
        pointer: object[key] == nil ? pointer : pointer + "/" + key,
        message: object[key] == nil
          ? "missing the string \"\(key)\"" : "\"\(key)\" must be a string")
    }
    return s
  }

  /// The object without `keys`.
  static func stripped(_ object: JSONObject, _ keys: [String]) -> JSONObject {
    var o = object
    for k in keys { o.removeValue(forKey: k) }
    return o
  }

  /// Copies the members of `extra` into `object`.
  static func merge(_ object: inout JSONObject, _ extra: JSONObject) {
    for m in extra { object[m.key] = m.value }
  }
}

extension Transcript {
  /// Orders ids so that `entry-2` comes before `entry-10`.
  static func idOrder(_ a: String, _ b: String) -> Bool {
    let (pa, na) = split(a)
    let (pb, nb) = split(b)
    if pa != pb { return pa < pb }
    if na != nb { return na < nb }
    return a < b
  }

  private static func split(_ id: String) -> (String, Int) {
    guard let dash = id.lastIndex(of: "-"), let n = Int(id[id.index(after: dash)...]) else {
      return (id, -1)
    }
    return (String(id[..<dash]), n)
  }
}
