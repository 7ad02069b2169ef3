public import CallsiteCore

/// The change from one JSON value to the next as a short list of operations, so a journal
/// line holds what a command changed rather than the whole session again.
///
/// Each operation is `{"at": [keys…], "set": value}`, `{"at": [keys…], "append": [items…]}`
/// or `{"at": [keys…], "remove": true}`; `at` names object members from the root. Arrays
/// that only grew become an `append`; anything else that differs is `set` whole.
public enum JSONPatch {
  /// The operations that turn `old` into `new` (none when they are equal).
  public static func operations(from old: JSONValue, to new: JSONValue) -> [JSONValue] {
    var ops: [JSONValue] = []
    diff(old, new, at: [], into: &ops)
    return ops
  }

  /// `value` with `operations` applied; nil when one of them does not fit it.
  public static func applying(_ operations: [JSONValue], to value: JSONValue) -> JSONValue? {
    var result = value
    for op in operations {
      guard let at = op["at"]?.arrayValue?.compactMap(\.stringValue),
        let next = apply(op, to: result, path: at[...])
      else { return nil }
      result = next
    }
    return result
  }

  private static func diff(
    _ old: JSONValue, _ new: JSONValue, at path: [String], into ops: inout [JSONValue]
  ) {
    guard old != new else { return }
    let at = JSONValue.array(path.map(JSONValue.string))
    switch (old, new) {
    case (.object(let a), .object(let b)):
      // Members kept must stay in their order, with new ones after them; else set it whole.
      let kept = a.keys.filter { b[$0] != nil }
      guard Array(b.keys.prefix(kept.count)) == kept else {
        ops.append(["at": at, "set": new])
        return
      }
      for key in a.keys where b[key] == nil {
        ops.append(["at": .array(path.map(JSONValue.string) + [.string(key)]), "remove": true])
      }
      for key in kept { diff(a[key]!, b[key]!, at: path + [key], into: &ops) }
      for key in b.keys.dropFirst(kept.count) {
        ops.append(["at": .array((path + [key]).map(JSONValue.string)), "set": b[key]!])
      }
    case (.array(let a), .array(let b)) where b.count > a.count && Array(b.prefix(a.count)) == a:
      ops.append(["at": at, "append": .array(Array(b.dropFirst(a.count)))])
    default:
      ops.append(["at": at, "set": new])
    }
  }

  private static func apply(
    _ op: JSONValue, to value: JSONValue, path: ArraySlice<String>
  ) -> JSONValue? {
    guard let key = path.first else {
      if let new = op["set"] { return new }
      if let items = op["append"]?.arrayValue, let old = value.arrayValue {
        return .array(old + items)
      }
      return nil
    }
    guard var object = value.objectValue else { return nil }
    if path.count == 1, op["remove"] != nil {
      guard object.removeValue(forKey: key) != nil else { return nil }
      return .object(object)
    }
    if path.count == 1, let new = op["set"] {
      object[key] = new
      return .object(object)
    }
    guard let member = object[key], let changed = apply(op, to: member, path: path.dropFirst())
    else { return nil }
    object[key] = changed
    return .object(object)
  }
}
