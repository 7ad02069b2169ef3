import CallsiteCore
import Foundation

extension Journal {
  /// The journals of REPLs that are no longer running and did not quit cleanly, oldest
  /// first, each locked until it is kept or discarded. Journals of running REPLs (this one
  /// included) are locked by them and left out; empty ones left by a kill are removed, and
  /// so are temporaries (`.PID-UUID.tmp`) that a REPL killed while making its file left.
  public func unfinished() -> [UnfinishedJournal] {
    let fm = FileManager.default
    let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where Self.isTemporaryName(name) {
      let path = folder.appendingPathComponent(name).path
      // Its maker holds the lock until the file has its name, and one just made may not be
      // locked yet: an old one whose lock can be taken is left over.
      let modified = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      guard let modified, Date().timeIntervalSince(modified) > AtomicFile.staleAge else { continue }
      if let lock = FileLock.take(path) {
        unlink(path)
        _ = lock
      }
    }
    var urls =
      names.filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }
      .map { folder.appendingPathComponent($0) }
    if let legacy, fm.fileExists(atPath: legacy.path) { urls.insert(legacy, at: 0) }
    var found: [UnfinishedJournal] = []
    for url in urls where url.standardizedFileURL != self.url.standardizedFileURL {
      guard let lock = FileLock.take(url.path) else { continue }
      guard let (snapshot, at) = Self.fold(lock.contents()) else {
        try? fm.removeItem(at: url)
        continue
      }
      let modified = (try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      found.append(
        UnfinishedJournal(url: url, snapshot: snapshot, lastWritten: at ?? modified, lock: lock))
    }
    return found.sorted { ($0.lastWritten ?? .distantPast) < ($1.lastWritten ?? .distantPast) }
  }

  /// Whether `name` is `.PID-UUID.tmp`, as `makeFile` names a journal it is making.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let inner = name.dropFirst().dropLast(4)
    guard let dash = inner.firstIndex(of: "-") else { return false }
    let pid = inner[..<dash]
    let uuid = String(inner[inner.index(after: dash)...])
    return !pid.isEmpty && pid.allSatisfy(\.isNumber) && UUID(uuidString: uuid)?.uuidString == uuid
  }

  /// The session a journal's lines add up to, and when the last of them was written; nil
  /// when no line holds a session. Reading stops at the first line that does not read or
  /// apply (a line cut short by a crash).
  static func fold(_ data: Data) -> (JSONValue, Date?)? {
    var state: JSONValue?
    var at: Date?
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let value = try? JSONValue.parse(String(decoding: line, as: UTF8.self)),
        value.objectValue != nil
      else { break }
      if value["callsiteJournal"] != nil { continue }
      if let set = value["set"] {
        state = set
      } else if let ops = value["patch"]?.arrayValue {
        guard let current = state, let next = JSONPatch.applying(ops, to: current) else { break }
        state = next
      } else if value["transcript"] != nil {
        state = value  // a whole snapshot a line, as journals were written before
      } else {
        break
      }
      at = value["at"]?.stringValue.flatMap { ISO8601DateFormatter().date(from: $0) } ?? at
    }
    return state.map { ($0, at) }
  }
}
