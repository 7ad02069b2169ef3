@preconcurrency internal import CEditLine
public import Foundation

/// What one read at the prompt gave.
public enum LineRead: Sendable, Equatable {
  /// A line, without its new line.
  case line(String)
  /// Ctrl-C: the line typed so far is dropped.
  case interrupt
  /// Ctrl-D on an empty line, or the end of input.
  case end
}

/// The completer libedit's C callback reaches: C function pointers cannot capture context.
nonisolated(unsafe) private var activeCompleter: (@Sendable (String, String) -> [String])?
nonisolated(unsafe) private var currentMatches: [String] = []

/// Line editing through libedit's readline interface: history kept in a file, and tab
/// completion through a Swift closure (the whole line so far, the word being completed).
///
/// One editor at a time: libedit's readline interface is process-global.
public final class LineEditor {
  private let historyFile: URL?
  private let historyLimit: Int32
  /// Lines remembered but not yet in the history file.
  private var unsaved: [String] = []
  /// Opens the temporary file the history is written to (a seam for tests).
  private let openTemporary: (String) -> Int32
  /// Why the history file could not be written, until `takeProblem` hands it out.
  private var problem: String?
  /// Whether a problem was already handed out: it is said once a session.
  private var reported = false

  /// An editor that loads history from `historyFile` and completes with `completer`.
  public convenience init(
    historyFile: URL?, historyLimit: Int = 1000,
    completer: @escaping @Sendable (_ line: String, _ word: String) -> [String]
  ) {
    self.init(
      historyFile: historyFile, historyLimit: historyLimit,
      openTemporary: { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) },
      completer: completer)
  }

  init(
    historyFile: URL?, historyLimit: Int = 1000, openTemporary: @escaping (String) -> Int32,
    completer: @escaping @Sendable (_ line: String, _ word: String) -> [String]
  ) {
    self.historyFile = historyFile
    self.openTemporary = openTemporary
    self.historyLimit = Int32(historyLimit)
    activeCompleter = completer
    rl_readline_name = UnsafePointer(strdup("callsite"))
    rl_catch_signals = 0
    rl_attempted_completion_function = { text, _, _ in
      let word = text.map { String(cString: $0) } ?? ""
      let line = rl_line_buffer.map { String(cString: $0) } ?? ""
      currentMatches = activeCompleter?(line, word) ?? []
      rl_attempted_completion_over = 1
      // `temperature=` (for `:retry NAME=VALUE`) goes on with its value, not a space.
      let open = !currentMatches.isEmpty && currentMatches.allSatisfy { $0.hasSuffix("=") }
      rl_completion_append_character = open ? 0 : Int32(UInt8(ascii: " "))
      guard !currentMatches.isEmpty else { return nil }
      return rl_completion_matches(text) { _, state in
        guard Int(state) < currentMatches.count else { return nil }
        return strdup(currentMatches[Int(state)])
      }
    }
    rl_getc_function = { _ in readCharacter() }
    using_history()
    stifle_history(self.historyLimit)
    if let historyFile {
      try? FileManager.default.createDirectory(
        at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      _ = read_history(historyFile.path)
    }
  }

  /// Reads one line, showing `prompt` (after saving the lines remembered since the last
  /// read); `interrupted` says whether Ctrl-C was pressed since
  /// the read began (the caller owns the SIGINT flag).
  public func readLine(prompt: String, interrupted: () -> Bool) -> LineRead {
    saveHistory()
    guard let raw = readline(prompt) else {
      return interrupted() ? .interrupt : .end
    }
    defer { free(raw) }
    if interrupted() { return .interrupt }
    return .line(String(cString: raw))
  }

  /// Adds a line to the history; the history file gets it when the next line is read or
  /// `saveHistory` is called, so that writing the file does not delay the input's work (a
  /// model request waited half a millisecond and more for it).
  public func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    add_history(line)
    if historyFile != nil { unsaved.append(line) }
  }

  /// Writes the lines remembered since the last save to the history file.
  ///
  /// Other REPLs may share the file: under a lock on `history.lock` beside it, the file is
  /// read again, each line added, and the result written beside it and renamed over it, so
  /// what they wrote since this one started is kept (and a crash never truncates it). A
  /// file that does not load as a history is left alone, and a write that fails (a full
  /// disk) never replaces it: `takeProblem` then says why, once.
  public func saveHistory() {
    let lines = unsaved
    unsaved = []
    for line in lines { save(line) }
  }

  private func save(_ line: String) {
    guard let historyFile else { return }
    let folder = historyFile.deletingLastPathComponent()
    let fd = open(folder.appendingPathComponent("history.lock").path, O_RDWR | O_CREAT, 0o600)
    guard fd >= 0 else { return }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    // Every writer holds the lock while its temporary exists: any found now is a leftover.
    removeLeftovers(in: folder)
    let temporary = folder.appendingPathComponent(".history.\(getpid()).tmp").path
    let out = openTemporary(temporary)
    guard out >= 0 else { return fail("cannot write \(temporary): \(Self.reason(errno))") }
    let result = callsite_history_merge(historyFile.path, out, line, historyLimit)
    let code = errno
    switch result {
    case 0:
      if rename(temporary, historyFile.path) != 0 {
        let code = errno
        unlink(temporary)
        fail("cannot replace the history \(historyFile.path): \(Self.reason(code))")
      }
    case -2:
      unlink(temporary)
      fail(
        "the history \(historyFile.path) does not read as a history: it is left as it is and "
          + "this session's inputs are not added (move it away to start a new one)")
    default:
      unlink(temporary)
      fail(
        "cannot write the history \(historyFile.path): \(Self.reason(code)); it is left as "
          + "it was, without this session's inputs")
    }
  }

  /// Says why the history could not be written: the first time only, as one line.
  public func takeProblem() -> String? {
    guard let problem, !reported else { return nil }
    reported = true
    self.problem = nil
    return problem
  }

  private func fail(_ message: String) {
    if problem == nil, !reported { problem = message }
  }

  /// Removes `.history.PID.tmp` files: temporaries of writers killed before their rename.
  private func removeLeftovers(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(".history.") && name.hasSuffix(".tmp") {
      let pid = name.dropFirst(".history.".count).dropLast(".tmp".count)
      if !pid.isEmpty, pid.allSatisfy(\.isNumber) {
        unlink(folder.appendingPathComponent(name).path)
      }
    }
  }

  private static func reason(_ code: Int32) -> String {
    code == 0 ? "an unknown error" : String(cString: strerror(code))
  }
}

/// Reads one character from standard input, decoding UTF-8 (libedit's readline layer takes
/// the returned value as a whole character). A Ctrl-C that interrupts the read ends the line
/// at once, as end of input, and the caller finds the interrupt flag set.
private func readCharacter() -> Int32 {
  func byte() -> Int32? {
    var b: UInt8 = 0
    while true {
      // The signal may land on another thread, so a blocked read would not notice it:
      // wait in short slices and look at the flag between them.
      var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&fds, 1, 50)
      if Interrupts.isPending { return nil }
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let n = read(STDIN_FILENO, &b, 1)
      if n == 1 { return Int32(b) }
      if n < 0, errno == EINTR, !Interrupts.isPending { continue }
      return nil
    }
  }
  guard let first = byte() else { return EOF }
  let extra: Int
  var value: Int32
  switch first {
  case 0..<0x80: return first
  case 0xC0..<0xE0: (extra, value) = (1, first & 0x1F)
  case 0xE0..<0xF0: (extra, value) = (2, first & 0x0F)
  case 0xF0..<0xF8: (extra, value) = (3, first & 0x07)
  default: return first
  }
  for _ in 0..<extra {
    guard let next = byte() else { return EOF }
    value = value << 6 | (next & 0x3F)
  }
  return value
}
