/// A JSON object that keeps its keys in the order they were written or inserted.
public struct JSONObject: Sendable, Hashable, Sequence {
  /// One member of an object.
  public struct Member: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue
  }

  /// The members in order.
  public private(set) var members: [Member]

  /// An empty object.
  public init() { members = [] }

  /// An object from key-value pairs; a repeated key keeps its last value at its first place.
  public init(_ pairs: [(String, JSONValue)]) {
    members = []
    members.reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }
  /// The number of members.
  public var count: Int { members.count }
  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get {
      for member in members where member.key == key { return member.value }
      return nil
    }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
        }
      } else if let newValue {
        members.append(Member(key: key, value: newValue))
      }
    }
  }

  /// Removes `key` and returns its value.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> JSONValue? {
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    return members.remove(at: index).value
  }

  /// An object of these members, whose keys the caller has made unique (the parser).
  init(uncheckedMembers members: [Member]) { self.members = members }

  public func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

  /// Objects are equal when they have the same members, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    for member in lhs.members where rhs[member.key] != member.value { return false }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for key in keys.sorted() { hasher.combine(key) }
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }
}
