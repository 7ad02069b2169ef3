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
    let at = JSONValue.array(path.map(JSONValue.string))
    switch (old, new) {
    case (.object(let a), .object(let b)):
      // Member by member, through an index of each side: comparing two large objects
      // whole looks every key up by a scan, which made each journal line cost the
      // square of the session's size.
      let bIndex = index(of: b)
      let kept = a.members.filter { bIndex[$0.key] != nil }
      // Members kept must stay in their order, with new ones after them; else set it whole.
      guard b.members.prefix(kept.count).map(\.key) == kept.map(\.key) else {
        ops.append(["at": at, "set": new])
        return
      }
      for member in a.members where bIndex[member.key] == nil {
        ops.append(["at": .array((path + [member.key]).map(JSONValue.string)), "remove": true])
      }
      for member in kept {
        diff(
          member.value, b.members[bIndex[member.key]!].value, at: path + [member.key], into: &ops)
      }
      for member in b.members.dropFirst(kept.count) {
        ops.append(["at": .array((path + [member.key]).map(JSONValue.string)), "set": member.value])
      }
    case (.array(let a), .array(let b))
    where b.count > a.count && same(Array(b.prefix(a.count)), a):
      ops.append(["at": at, "append": .array(Array(b.dropFirst(a.count)))])
    case (.array(let a), .array(let b)) where same(a, b):
      break
    default:
      if !same(old, new) { ops.append(["at": at, "set": new]) }
    }
  }

  /// Where each key of an object is among its members.
  private static func index(of object: JSONObject) -> [String: Int] {
    var index: [String: Int] = [:]
    for (i, member) in object.members.enumerated() { index[member.key] = i }
    return index
  }

  /// Whether two values are equal, objects compared through an index of their keys.
  private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)) where x.count <= 8:
      return x == y
    case (.object(let x), .object(let y)):
      guard x.count == y.count else { return false }
      let yIndex = index(of: y)
      return x.members.allSatisfy { m in
        yIndex[m.key].map { same(m.value, y.members[$0].value) } ?? false
      }
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    default:
      return a == b
    }
  }

  private static func same(_ a: [JSONValue], _ b: [JSONValue]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
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
