import Foundation

/// Writes files so that a failure never leaves a truncated one: the text goes to a
/// temporary file beside the target, which is then renamed over it.
///
/// A symbolic link is written through: the file it points to is replaced, in that file's
/// folder, and the link stays. A file that exists keeps its permissions; a new one gets the
/// usual ones (0666 less the umask).
///
/// The temporary (`.NAME.UUID.tmp`) is locked while it is written, so that a write killed
/// half-way leaves one that nobody holds: the next write into that folder (and a starting
/// playground) removes such leftovers, and only those.
enum AtomicFile {
  /// How old an unlocked temporary must be before it is taken for a leftover: one just
  /// made may not be locked yet.
  static let staleAge: TimeInterval = 60

  static func write(_ text: String, to url: URL) throws(PlaygroundError) {
    let fm = FileManager.default
    let target = resolvingLinks(url)
    let folder = target.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw PlaygroundError(
        "cannot write \(url.path): \(error.localizedDescription)",
        hint: "check that the folder exists and is writable; the old file is unchanged")
    }
    removeStaleTemporaries(in: folder)
    var existing = stat()
    let mode: mode_t? = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw failure("cannot write", url, temporary: nil) }
    _ = flock(fd, LOCK_EX)
    let written = Data(text.utf8).withUnsafeBytes { raw -> Bool in
      var done = 0
      while done < raw.count {
        let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
      }
      return true
    }
    let kept = mode.map { fchmod(fd, $0) == 0 } ?? true
    close(fd)
    guard written, kept else { throw failure("cannot write", url, temporary: temporary) }
    guard rename(temporary.path, target.path) == 0 else {
      throw failure("cannot replace", url, temporary: temporary)
    }
  }

  /// Removes what writes killed half-way left in `folder`: regular files named as
  /// `write` names its temporaries (`.NAME.UUID.tmp`), older than `staleAge`, that no
  /// writer holds locked. Nothing else is touched.
  static func removeStaleTemporaries(in folder: URL, now: Date = Date()) {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where isTemporaryName(name) {
      let path = folder.appendingPathComponent(name).path
      guard let attributes = try? fm.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date,
        now.timeIntervalSince(modified) > staleAge
      else { continue }
      let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard fd >= 0 else { continue }
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      close(fd)
    }
  }

  /// Whether `name` is `.NAME.UUID.tmp` with a non-empty NAME and a UUID as `write` makes it.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let inner = name.dropFirst().dropLast(4)
    guard inner.count > 37 else { return false }
    let uuid = inner.suffix(36)
    let dot = inner.dropLast(36).last
    return dot == "." && UUID(uuidString: String(uuid))?.uuidString == String(uuid)
  }

  /// Where `url` leads once every symbolic link at its end is followed.
  static func resolvingLinks(_ url: URL) -> URL {
    var current = url
    for _ in 0..<32 {
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return current
  }

  private static func failure(_ what: String, _ url: URL, temporary: URL?) -> PlaygroundError {
    let reason = String(cString: strerror(errno))
    if let temporary { unlink(temporary.path) }
    return PlaygroundError(
      "\(what) \(url.path): \(reason)",
      hint: "check that the folder exists and is writable; the old file is unchanged")
  }
}
