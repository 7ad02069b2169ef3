import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Clears what killed builds left beside an output folder.
///
/// A build stages its new files in `.NAME.building-PID`, which a build that was killed
/// leaves behind, as it may leave `.NAME.old-PID` (a previous site moved aside) and the
/// removals below. The next build removes those whose process has ended, never those of a
/// build still running; and when its output folder is missing while an old site waits
/// beside it, it first puts the old site back. It touches only its own
/// output's leftovers (`.site.old-N` for `site`, never `.bashrc.old-N`), and only those that
/// carry gen's marker (`LeftoverMarker`): a folder of the same shape that gen did not make
/// is left as it is.
///
/// A previous site waiting to be deleted is at `.NAME.trash-PID` (PID being gen's) and one
/// being deleted in the background at `.NAME.removing-PID` (the remover's; see
/// `TreeRemover`): left alone while that process lives, and handed to a new background
/// removal when it ended, so that no build waits for an old site's deletion.
enum StaleBuilds {
  /// What one leftover is.
  struct Leftover: Equatable {
    /// The output folder's name.
    var output: String
    /// `building` (staged files), `old`, `trash` or `removing`.
    var kind: String
    var pid: pid_t
  }

  /// Clears the leftovers beside `output` (errors are ignored: a leftover only costs space).
  /// `mode` is how interrupted background removals are finished.
  static func clear(beside output: URL, mode: TreeRemover.Mode = .background) {
    let final = output.standardizedFileURL
    let parent = final.deletingLastPathComponent().path
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: parent) else { return }
    let own = final.lastPathComponent
    var finalInfo = stat()
    var missing = lstat(final.path, &finalInfo) != 0
    for name in names.sorted() {
      guard let leftover = parse(name), leftover.output == own, !isAlive(leftover.pid)
      else { continue }
      let path = parent + "/" + name
      guard LeftoverMarker.isGens(path) else { continue }
      if missing, leftover.kind == "old",
        rename(path, final.path) == 0
      {
        missing = false
        continue
      }
      TreeRemover.remove(
        path, output: own, mode: Self.removals.contains(leftover.kind) ? mode : .now)
    }
  }

  /// The kinds of leftover that are old sites on their way out.
  static let removals = ["trash", "removing"]

  /// The leftover a name in the output's parent folder denotes, or nil.
  static func parse(_ name: String) -> Leftover? {
    guard name.hasPrefix("."), let dash = name.lastIndex(of: "-"),
      let pid = pid_t(name[name.index(after: dash)...]), pid > 0
    else { return nil }
    let stem = name[name.index(after: name.startIndex)..<dash]
    for kind in ["building", "old"] + removals where stem.hasSuffix("." + kind) {
      let output = stem.dropLast(kind.count + 1)
      guard !output.isEmpty else { return nil }
      return Leftover(output: String(output), kind: kind, pid: pid)
    }
    return nil
  }

  /// Whether a process with this id exists (one of another user counts as alive).
  static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
