import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing into a kept spare (`SpareTree`) without touching the site it may share files with.
extension OutputFolder {
  /// Unlinks `path` when its inode has other names: a page the last build linked from the
  /// site before it is, in the spare, the same file as in the live site, and writing it in
  /// place would change the live site. A file with one name is left to be overwritten.
  static func unshare(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_nlink > 1 || info.st_mode & S_IFMT != S_IFREG { unlink(path) }
  }

  /// Whether two paths name the same file (a page already linked into the spare).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard lstat(a, &first) == 0, lstat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }
}
