import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The site a whole-site build replaced, kept beside the output folder as `.NAME.spare` so
/// that the next whole-site build can write into its files instead of creating new ones.
///
/// Creating 40,000 files and deleting as many (a template edit at 10,000 lessons) is most of
/// what such a build costs on a file system that, like ext4, skips recently freed inodes when
/// it creates one. Overwriting a file in place keeps its inode: no creation, no deletion. So a
/// build that stages the whole site first renames the spare to its staging name (the rename
/// is the claim: of two builds, one gets it), then writes every page over the old page at the
/// same path, and removes the files the new site does not have before the swap. What the spare
/// held never matters: every file is written, linked or removed. A spare that holds anything
/// but folders and regular files (gen makes nothing else) is not used but removed. A
/// `.NAME.spare` that gen did not make (without its marker, `LeftoverMarker`) is neither
/// claimed nor removed, and a tree is kept as the spare only where nothing has that name.
///
/// The cost is a second copy of the site on disk. A spare is kept only by a build that staged
/// the whole site (the first build, a template edit, any build that renders many pages) and
/// did not run with `--clean`; `--clean` removes it.
struct SpareTree {
  /// The spare's files (relative paths), as found when it was claimed.
  let files: [String]
  /// Its folders, deepest first.
  let folders: [String]

  /// The spare's path beside the output folder at `final`.
  static func path(beside final: String) -> String {
    let name = (final as NSString).lastPathComponent
    return (final as NSString).deletingLastPathComponent + "/." + name + ".spare"
  }

  /// Moves the spare to `staging` and lists it; nil when there is none, or it held something
  /// gen never writes (then it is removed and `staging` is left free).
  static func claim(beside final: String, to staging: String) -> SpareTree? {
    guard LeftoverMarker.isGens(path(beside: final)), rename(path(beside: final), staging) == 0
    else { return nil }
    // A symbolic link in the spare's place would lead writes elsewhere: only the link goes.
    var info = stat()
    guard lstat(staging, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      unlink(staging)
      return nil
    }
    var files: [String] = []
    var folders: [String] = []
    guard list(staging, "", files: &files, folders: &folders) else {
      let output = (final as NSString).lastPathComponent
      TreeRemover.remove(staging, output: output, mode: .background)
      return nil
    }
    return SpareTree(files: files, folders: folders.reversed())
  }

  /// Keeps the tree at `tree` as the spare; false when it could not (a spare is there).
  static func keep(_ tree: String, beside final: String) -> Bool {
    keep(tree, as: path(beside: final))
  }

  /// Keeps the tree at `tree`, marked as gen's, as the spare at `spare`, unless anything
  /// has that name (`rename` would replace an empty folder).
  static func keep(_ tree: String, as spare: String) -> Bool {
    var info = stat()
    guard lstat(spare, &info) != 0, LeftoverMarker.stamp(tree) else { return false }
    return rename(tree, spare) == 0
  }

  /// Removes the spare, if gen made it (in the background: see `TreeRemover`).
  static func discard(beside final: String) {
    let spare = path(beside: final)
    guard LeftoverMarker.isGens(spare) else { return }
    TreeRemover.remove(spare, output: (final as NSString).lastPathComponent, mode: .background)
  }

  /// Removes what the new site does not have (`wanted`: every path it wrote or linked), then
  /// the folders left empty.
  func removeAllBut(_ wanted: Set<String>, in root: String) {
    for file in files where !wanted.contains(file) { unlink(root + "/" + file) }
    for folder in folders { rmdir(root + "/" + folder) }
  }

  /// Adds the files and folders below `root + relative`; false on anything but those two.
  private static func list(
    _ root: String, _ relative: String, files: inout [String], folders: inout [String]
  ) -> Bool {
    guard let dir = opendir(relative.isEmpty ? root : root + "/" + relative) else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      // A name that is not UTF-8 could not be matched against the new site's paths.
      let decoded = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: 256) { String(validatingCString: $0) }
      }
      guard let name = decoded else { return false }
      if name == "." || name == ".." { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      var kind = entry.pointee.d_type
      if kind == UInt8(DT_UNKNOWN) {
        var info = stat()
        guard lstat(root + "/" + path, &info) == 0 else { return false }
        kind =
          info.st_mode & S_IFMT == S_IFDIR
          ? UInt8(DT_DIR) : info.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : 0
      }
      if kind == UInt8(DT_REG) {
        files.append(path)
      } else if kind == UInt8(DT_DIR) {
        folders.append(path)
        guard list(root, path, files: &files, folders: &folders) else { return false }
      } else {
        return false
      }
    }
    return true
  }
}
