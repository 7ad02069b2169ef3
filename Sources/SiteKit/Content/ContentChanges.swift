/// The content files a watcher saw change since the last build, for the content loader.
///
/// A lesson or transcript that it does not name, nor any folder above it, is taken as the
/// last build recorded it in the content cache, without a `stat`: at 10,000 lessons that
/// spares some 20,000 system calls in each rebuild of `gen serve`. Only a watcher that
/// names every change may make one (inotify with no events lost); polling, a lost event or
/// an earlier failed build means no `ContentChanges`, and every file is looked at.
struct ContentChanges: Sendable, Equatable {
  /// The changed paths, relative to the content folder (`lessons/ch/x.md`).
  private let relative: Set<String>

  /// The changes under `root` among `paths` (absolute, as the watcher reports them; paths
  /// elsewhere, such as the templates', are left out). Nil when the content folder itself
  /// changed (moved, deleted, or back again): then everything may have.
  init?(paths: Set<String>, root: String) {
    var root = root
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    let prefix = root == "/" ? "/" : root + "/"
    var found: Set<String> = []
    for path in paths {
      if path == root { return nil }
      guard path.hasPrefix(prefix) else { continue }
      var inside = String(path.dropFirst(prefix.count))
      while inside.hasSuffix("/") { inside.removeLast() }
      if inside.isEmpty { return nil }
      found.insert(inside)
    }
    relative = found
  }

  /// Changes given as paths relative to the content folder.
  init(relative: Set<String>) {
    self.relative = relative
  }

  /// How many paths changed.
  var count: Int { relative.count }

  /// Whether the file at `path` (relative to the content folder) may have changed: it, or a
  /// folder above it, was reported (a folder moved in brings files no event named).
  func mayHaveChanged(_ path: String) -> Bool {
    if relative.isEmpty { return false }
    if relative.count <= 8 {
      // A save or two: compared as they are, without a string for each folder above.
      return relative.contains { changed in
        path.hasPrefix(changed)
          && (path.utf8.count == changed.utf8.count
            || path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: changed.utf8.count)]
              == UInt8(ascii: "/"))
      }
    }
    if relative.contains(path) { return true }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if relative.contains(String(folder)) { return true }
    }
    return false
  }
}
