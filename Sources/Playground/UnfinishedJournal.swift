public import CallsiteCore
public import Foundation

/// The journal of a REPL that did not quit cleanly and is no longer running, held locked
/// while it is offered so that no other REPL offers it at the same time.
public final class UnfinishedJournal: @unchecked Sendable {
  /// The file.
  public let url: URL
  /// The session as its last complete line left it.
  public let snapshot: JSONValue
  /// When it was last written.
  public let lastWritten: Date?
  private var lock: FileLock?

  init(url: URL, snapshot: JSONValue, lastWritten: Date?, lock: FileLock) {
    self.url = url
    self.snapshot = snapshot
    self.lastWritten = lastWritten
    self.lock = lock
  }

  /// How many inputs the session ran (prompts and commands).
  public var commands: Int { snapshot["inputs"]?.arrayValue?.count ?? 0 }

  /// The last prompt typed, if any.
  public var lastPrompt: String? {
    let inputs = snapshot["inputs"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if let prompt = inputs.last(where: { !$0.trimmingWhitespace.hasPrefix(":") }) {
      return prompt
    }
    let entries = snapshot["transcript"]?["transcript"]?["entries"]?.arrayValue ?? []
    let prompt = entries.last { $0["role"]?.stringValue == "user" }
    return prompt?["contents"]?.arrayValue?.first?["text"]?.stringValue
  }

  /// One line for the list of unfinished sessions.
  public var summary: String {
    let when = lastWritten.map(Self.format) ?? "at an unknown time"
    let count = commands == 1 ? "1 command" : "\(commands) commands"
    let entries = snapshot["transcript"]?["transcript"]?["entries"]?.arrayValue?.count ?? 0
    var line = "\(when), \(count), \(entries) entr\(entries == 1 ? "y" : "ies")"
    if let prompt = lastPrompt {
      let one = prompt.replacingOccurrences(of: "\n", with: " ")
      line += ", last prompt: " + (one.count > 50 ? String(one.prefix(49)) + "…" : one)
    }
    return line
  }

  /// Deletes the journal (the author chose to discard it, or its session lives on).
  public func discard() {
    try? FileManager.default.removeItem(at: url)
    lock = nil
  }

  /// Leaves the journal for a later REPL to offer again.
  public func keep() { lock = nil }

  private static func format(_ date: Date) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.dateFormat = "yyyy-MM-dd HH:mm"
    return f.string(from: date)
  }
}
