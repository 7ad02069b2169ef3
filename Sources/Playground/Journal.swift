public import CallsiteCore
public import Foundation

/// One running REPL's journal: a file of its own in the journals folder, named by its
/// process id and start time and locked for as long as the process lives, so another REPL
/// never offers or deletes it.
///
/// The first line is a header; each later line records one change of the session, written
/// after every completed turn and command: the whole snapshot the first time (`"set"`),
/// then only what changed (`"patch"`, see `JSONPatch`), so a line's size follows the
/// command, not the session. `:save` compacts the file to its header and one `"set"` line.
/// A line cut short by a crash is skipped when reading. A clean quit removes the file; a
/// killed REPL leaves it, unlocked, for the next one to offer.
/// Files are created 0600: snapshots may hold a base URL with credentials.
public final class Journal: @unchecked Sendable {
  /// The folder of all journals (`${CALLSITE_HOME}/journals`).
  public let folder: URL
  /// This REPL's journal file.
  public let url: URL
  /// A journal from before journals were per process, offered once like the others.
  let legacy: URL?
  private let pid: Int32
  private let started: Date
  private let mutex = NSLock()
  private var lock: FileLock?
  private var last: JSONValue?
  private var failed = false
  private let writer: FileLock.Writer
  /// Why the journal could not be written, until `takeProblem` hands it out.
  private var problem: String?
  private var reported = false

  /// The journal of process `pid` started at `started`, in `folder`.
  public convenience init(folder: URL, pid: Int32, started: Date, legacy: URL? = nil) {
    self.init(
      folder: folder, pid: pid, started: started, legacy: legacy, writer: FileLock.systemWriter)
  }

  /// A journal whose bytes go through `writer` (tests make it fail as a full disk does).
  init(
    folder: URL, pid: Int32, started: Date, legacy: URL? = nil, writer: @escaping FileLock.Writer
  ) {
    self.writer = writer
    self.folder = folder
    self.pid = pid
    self.started = started
    self.legacy = legacy
    self.url = folder.appendingPathComponent("\(pid)-\(Int(started.timeIntervalSince1970)).jsonl")
  }

  /// This process's journal under `${CALLSITE_HOME:-~/.callsite}`.
  public static func standard(home: URL) -> Journal {
    Journal(
      folder: home.appendingPathComponent("journals"), pid: getpid(), started: Date(),
      legacy: home.appendingPathComponent("journal.jsonl"))
  }

  /// Records the session's state after a command (`snapshot()` of the playground); the
  /// members named in `unchanged` are known to be as the last line left them and are not
  /// compared. Returns whether the journal now holds `snapshot`.
  @discardableResult
  public func record(_ snapshot: JSONValue, unchanged: [String] = []) -> Bool {
    mutex.withLock {
      guard !failed, let lock = lock ?? create() else { return false }
      var line = JSONObject()
      line["at"] = .string(Self.stamp(Date()))
      if let last {
        let ops = JSONPatch.operations(
          from: Self.dropping(unchanged, from: last), to: Self.dropping(unchanged, from: snapshot))
        guard !ops.isEmpty else { return true }
        line["patch"] = .array(ops)
      } else {
        line["set"] = snapshot
      }
      if let code = lock.append(
        Data((JSONValue.object(line).compactText + "\n").utf8), writer: writer)
      {
        fail(code)
        return false
      }
      last = snapshot
      return true
    }
  }

  /// `value` without these members.
  private static func dropping(_ keys: [String], from value: JSONValue) -> JSONValue {
    guard !keys.isEmpty, var o = value.objectValue else { return value }
    for key in keys { o.removeValue(forKey: key) }
    return .object(o)
  }

  /// Replaces the journal's lines by one holding the whole session (after `:save`), so that
  /// the file holds what the session is, not how it got there. The new file is written and
  /// locked under a temporary name, then renamed over the old one: a crash at any point
  /// leaves one complete journal. Does nothing before the first line was written.
  @discardableResult
  public func compact(_ snapshot: JSONValue) -> Bool {
    mutex.withLock {
      guard !failed, lock != nil else { return false }
      let line: JSONValue = ["at": .string(Self.stamp(Date())), "set": snapshot]
      guard let fresh = makeFile(adding: [line]) else { return false }
      lock = fresh
      last = snapshot
      return true
    }
  }

  /// Says why the journal could not be written: the first time only.
  public func takeProblem() -> String? {
    mutex.withLock {
      guard let problem, !reported else { return nil }
      reported = true
      self.problem = nil
      return problem
    }
  }

  private func fail(_ code: Int32) {
    guard problem == nil, !reported else { return }
    let reason = code == 0 ? "an unknown error" : String(cString: strerror(code))
    problem =
      "cannot write the journal \(url.path): \(reason); until it can be written, a crash "
      + "loses what this session did since its last :save"
  }

  /// Removes the journal after a clean quit.
  public func finish() {
    mutex.withLock {
      if lock != nil { try? FileManager.default.removeItem(at: url) }
      lock = nil
      last = nil
    }
  }

  /// Makes the file (its header only) the first time a line is recorded.
  private func create() -> FileLock? {
    guard let made = makeFile(adding: []) else {
      failed = true
      return nil
    }
    lock = made
    return made
  }

  /// Makes the file under a temporary name with the header and `lines`, locks it, then
  /// gives it its name (replacing any file of that name), so nobody can see it unlocked.
  private func makeFile(adding lines: [JSONValue]) -> FileLock? {
    let fm = FileManager.default
    let temporary = folder.appendingPathComponent(".\(pid)-\(UUID().uuidString).tmp")
    try? fm.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard let made = FileLock.take(temporary.path, create: true) else {
      fail(errno)
      return nil
    }
    let header: JSONValue = [
      "callsiteJournal": 1, "pid": .int(Int(pid)), "started": .string(Self.stamp(started)),
    ]
    let text = ([header] + lines).map { $0.compactText + "\n" }.joined()
    if let code = made.append(Data(text.utf8), writer: writer) {
      fail(code)
      try? fm.removeItem(at: temporary)
      return nil
    }
    guard rename(temporary.path, url.path) == 0 else {
      fail(errno)
      try? fm.removeItem(at: temporary)
      return nil
    }
    return made
  }

  static func stamp(_ date: Date) -> String {
    let f = ISO8601DateFormatter()
    return f.string(from: date)
  }
}
