import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a build beside the output folder and puts it in place only when everything
/// succeeded, so a build that fails leaves the previous site as it was.
///
/// Two ways, chosen by how much changed:
/// - `swap`: the whole site is staged in a sibling folder (unchanged pages hard-linked from
///   the previous build) and exchanged with the previous site in one step where the system
///   can (see `FolderSwap`): the first build, `--clean`, and any build that renders many
///   pages. The staged folder is the last replaced site when one was kept (`SpareTree`):
///   pages are then written over its files in place, and the site this swap replaces is
///   kept in turn.
/// - `update`: only the files that changed are staged; once all of them are written each is
///   renamed over its old version (each file is replaced atomically) and files the build no
///   longer makes are removed. A rebuild after editing one lesson then costs a few renames,
///   not one per page of the site.
final class OutputFolder: @unchecked Sendable {
  enum Mode: Sendable {
    case swap, update
  }

  let final: URL
  private let finalPath: String
  let staging: URL
  /// `staging.path`, made once.
  private let stagingPath: String
  let mode: Mode
  private let fm = FileManager.default
  private let lock = NSLock()
  private var staged: [String] = []
  /// The previous site's folder, opened before anything moves.
  private let previous: DirectoryHandle?
  /// Whether replaced sites are kept as the spare (swap mode without `--clean`).
  private let keepsSpare: Bool
  /// The spare the staging folder was made from, if it was; `staged` then also lists the
  /// pages linked from the previous build.
  private let spare: SpareTree?
  /// Closes the files written, and drops their pages from the page cache once the build
  /// has written many (`WriteBehind`); every file is closed before the site is put in
  /// place or the staged build removed.
  private let writeBehind: WriteBehind

  /// `spare`: stage the site in the kept spare, and keep the site it replaces (swap mode);
  /// false removes any spare (`--clean`).
  init(
    final: URL, mode: Mode, spare useSpare: Bool = true, writeBehind: WriteBehind = WriteBehind()
  ) throws {
    self.writeBehind = writeBehind
    self.final = final.standardizedFileURL
    self.finalPath = self.final.path
    self.mode = mode
    self.previous = DirectoryHandle(path: finalPath)
    let parent = self.final.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    staging = parent.appendingPathComponent(".\(self.final.lastPathComponent).building-\(getpid())")
    stagingPath = staging.path
    var info = stat()
    if lstat(stagingPath, &info) == 0 {
      // A killed gen of the same PID left it; anything else of that name is not gen's.
      guard LeftoverMarker.isGens(stagingPath), TreeRemover.removeNow(stagingPath) else {
        throw FileSystemError(
          "stage the build in", stagingPath, code: EEXIST,
          reason: "something is there that gen did not make (it has no "
            + "\(OutputGuard.markerName) marker), so it was left as it is; move it away and "
            + "build again")
      }
    }
    keepsSpare = mode == .swap && useSpare
    if !useSpare { SpareTree.discard(beside: finalPath) }
    spare = keepsSpare ? SpareTree.claim(beside: finalPath, to: stagingPath) : nil
    if spare == nil {
      try fm.createDirectory(at: staging, withIntermediateDirectories: true)
      // Marked at once: a build killed from here on leaves a folder the next one may clear.
      guard LeftoverMarker.stamp(stagingPath) else {
        throw FileSystemError("write the marker into", stagingPath)
      }
    }
  }

  /// Writes a file of the new site (plain POSIX writes: no per-file sync; the build is made
  /// safe by staging and renaming, not by flushing every page).
  func write(_ text: String, to relative: String) throws {
    try Self.checkInside(relative)
    let path = stagingPath + "/" + relative
    var fd: Int32 = -1
    if spare == nil {
      try Self.ensureParent(ofPath: path)
      fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      fd = try Self.openInSpare(path, below: stagingPath)
    }
    guard fd >= 0 else { throw FileSystemError("write", path) }
    var copy = text
    do {
      try copy.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
          let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
          guard n > 0 else { throw FileSystemError("write", path, code: n < 0 ? errno : ENOSPC) }
          offset += n
        }
        if spare != nil { ftruncate(fd, off_t(buffer.count)) }
      }
    } catch {
      close(fd)
      throw error
    }
    writeBehind.close(fd, wrote: copy.utf8.count)
    record(relative)
  }

  /// Writes a file unless the site already has exactly these bytes (update mode).
  func writeIfChanged(_ text: String, to relative: String) throws {
    if mode == .update, let old = fm.contents(atPath: final.appendingPathComponent(relative).path),
      old.count == text.utf8.count, old == Data(text.utf8)
    {
      return
    }
    try write(text, to: relative)
  }

  /// Copies a file into the site (in update mode, only when it differs); never a link, which
  /// the site would hold as a link to a file outside it.
  func copy(_ source: URL, to relative: String) throws {
    try Self.checkInside(relative)
    var info = stat()
    if lstat(source.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw FileSystemError(
        "copy", source.path, reason: "it is a symbolic link, which gen never copies into a site")
    }
    if mode == .update, let new = fm.contents(atPath: source.path),
      fm.contents(atPath: final.appendingPathComponent(relative).path) == new
    {
      return
    }
    let url = staging.appendingPathComponent(relative)
    if spare != nil { _ = Self.clearFolders(of: url.path, below: stagingPath) }
    try Self.ensureParent(of: url)
    var existing = stat()
    if lstat(url.path, &existing) == 0, !TreeRemover.removeNow(url.path) {
      throw FileSystemError("replace", url.path)
    }
    try fm.copyItem(at: source, to: url)
    record(relative)
  }

  /// Keeps a page of the previous build: linked into the staged site, or left in place.
  func reuse(_ relative: String) throws {
    guard mode == .swap else { return }
    try Self.checkInside(relative)
    let source = final.appendingPathComponent(relative)
    let url = staging.appendingPathComponent(relative)
    try Self.ensureParent(of: url)
    if spare != nil {
      record(relative)
      if Self.sameFile(source.path, url.path) { return }
      unlink(url.path)
    }
    if link(source.path, url.path) != 0 { try fm.copyItem(at: source, to: url) }
  }

  /// Whether the previous build has this file (asked for every page, so a plain `access`
  /// on a string path rather than URL arithmetic).
  func previousHas(_ relative: String) -> Bool {
    previous?.exists(relative) ?? false
  }

  private func record(_ relative: String) {
    lock.lock()
    staged.append(relative)
    lock.unlock()
  }

  /// Puts the new site in place; `obsolete` lists files of the previous build that the new
  /// one does not make (update mode removes them).
  func commit(obsolete: [String]) throws {
    writeBehind.finish()
    switch mode {
    case .swap:
      let parent = final.deletingLastPathComponent().path
      if let spare {
        lock.lock()
        let wanted = Set(staged)
        lock.unlock()
        spare.removeAllBut(wanted, in: stagingPath)
      }
      try FolderSwap.replace(
        finalPath, with: stagingPath,
        aside: parent + "/.\(final.lastPathComponent).old-\(getpid())",
        spare: keepsSpare ? SpareTree.path(beside: finalPath) : nil)
    case .update:
      for relative in staged.sorted() {
        let target = final.appendingPathComponent(relative)
        try refuseLinkedFolders(on: relative)
        try Self.ensureParent(of: target)
        guard rename(staging.appendingPathComponent(relative).path, target.path) == 0 else {
          throw FileSystemError("move the new file to", target.path)
        }
      }
      for relative in obsolete {
        // Never through a folder that is a link (gen makes none): it would lead outside.
        guard (try? refuseLinkedFolders(on: relative)) != nil else { continue }
        TreeRemover.removeNow(final.appendingPathComponent(relative).path)
        Self.removeEmptyFolders(above: relative, in: finalPath)
      }
      TreeRemover.removeNow(stagingPath)
    }
  }

  /// Removes the folders above a removed file that it left empty, nearest first, stopping at
  /// the first that still holds something (`rmdir` takes only an empty folder) and never
  /// removing the site's own folder.
  static func removeEmptyFolders(above relative: String, in root: String) {
    var parts = relative.split(separator: "/").dropLast()
    while !parts.isEmpty, rmdir(root + "/" + parts.joined(separator: "/")) == 0 {
      parts = parts.dropLast()
    }
  }

  /// The door every output path passes: a path that could lead outside the output folder
  /// (`SitePlan.outputPathProblem`) is an error, whatever its parts came from.
  static func checkInside(_ relative: String) throws {
    if let problem = SitePlan.outputPathProblem(relative) {
      throw CocoaError(
        .fileWriteInvalidFileName,
        userInfo: [NSLocalizedDescriptionKey: "\(problem), so nothing was written there"])
    }
  }

  /// Update mode renames files into the previous site's folders: a folder there that is a
  /// symbolic link (gen never makes one) would carry the file elsewhere, so it is an error.
  private func refuseLinkedFolders(on relative: String) throws {
    var path = finalPath
    for part in relative.split(separator: "/").dropLast() {
      path += "/" + part
      var info = stat()
      if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        throw CocoaError(
          .fileWriteNoPermission,
          userInfo: [
            NSLocalizedDescriptionKey:
              "\(path) is a symbolic link, which gen never writes; remove it and build again"
          ])
      }
    }
  }

  /// Removes the staged build after a failure; a whole staged site is kept as the spare
  /// instead when there is none (what it holds does not matter: see `SpareTree`).
  func discard() {
    writeBehind.finish()
    if keepsSpare, SpareTree.keep(stagingPath, beside: finalPath) { return }
    TreeRemover.removeNow(stagingPath)
  }

  /// Creates the parent folders; pages are written from several threads, so a folder that
  /// another thread created meanwhile is no error.
  static func ensureParent(of url: URL) throws {
    try ensureParent(ofPath: url.path)
  }

  /// Makes the folder a file path is in, and any folders above it, unless it exists.
  static func ensureParent(ofPath path: String) throws {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex
    else { return }
    let parent = String(path[..<slash])
    if mkdir(parent, 0o755) == 0 || errno == EEXIST { return }
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue
      else { throw error }
    }
  }
}
