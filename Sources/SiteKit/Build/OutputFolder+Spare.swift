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
    if info.st_mode & S_IFMT == S_IFDIR {
      TreeRemover.removeNow(path)
    } else if info.st_nlink > 1 || info.st_mode & S_IFMT != S_IFREG {
      unlink(path)
    }
  }

  /// Opens `path` in the claimed spare for writing: over the old file in place when it has
  /// no other name, after clearing a file of the spare that stands where a folder must be.
  /// Not truncated: the writer cuts the file to its new length after writing, since ext4
  /// flushes a file truncated to zero and rewritten when it is closed (`auto_da_alloc`).
  static func openInSpare(_ path: String, below root: String) throws -> Int32 {
    do {
      try ensureParent(ofPath: path)
      unshare(path)
      let fd = open(path, O_WRONLY | O_CREAT, 0o644)
      if fd >= 0 || errno != ENOTDIR { return fd }
    } catch {
      guard clearFolders(of: path, below: root) else { throw error }
    }
    _ = clearFolders(of: path, below: root)
    try ensureParent(ofPath: path)
    return open(path, O_WRONLY | O_CREAT, 0o644)
  }

  /// Removes the spare's file that stands where one of `path`'s folders must be (a page
  /// that became a folder), so the folders can be made; true if there was one.
  static func clearFolders(of path: String, below root: String) -> Bool {
    var folder = root
    for part in path.dropFirst(root.count + 1).split(separator: "/").dropLast() {
      folder += "/" + part
      var info = stat()
      if lstat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
        return unlink(folder) == 0
      }
    }
    return false
  }

  /// Whether two paths name the same file (a page already linked into the spare).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard lstat(a, &first) == 0, lstat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }
}
