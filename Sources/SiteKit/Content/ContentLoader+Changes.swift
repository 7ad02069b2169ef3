#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ContentLoader {
  /// Whether the file at `relative` may be taken from the cache without a `stat`: the
  /// watcher names every change, and not this file nor a folder above it. Never for a file
  /// reached through a symbolic link (`linked`), whose changes are reported under the
  /// link's target.
  func unchanged(_ relative: String, linked: Bool) -> Bool {
    guard let changes, !linked else { return false }
    return !changes.mayHaveChanged(relative)
  }

  /// Whether `path` itself is a symbolic link (asked only when there are `changes`).
  func isLink(_ path: String) -> Bool {
    guard changes != nil else { return false }
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }
}
