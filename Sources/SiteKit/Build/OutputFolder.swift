import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a build's new and changed files beside the output folder and moves them in only
/// once the whole build succeeded, so a build that fails leaves the previous site as it was.
///
/// One way for every build. A file is staged in `.NAME.building-PID` only when it is new or
/// changed (an unchanged page is not touched at all); `commit` then renames each staged file
/// over its old version (every file is replaced in one step) and removes the files the new
/// site no longer has. With no site yet, the staged folder is renamed into place whole.
///
/// Why this way and not a whole staged site exchanged with the old one: staging the whole
/// site means linking every unchanged page into it, which at 10,000 lessons is 20,000 links
/// and as many folders for a one-line edit, and an old tree to delete after it; here that
/// rebuild costs a few renames. What it gives up is the moment between the first rename and
/// the last: a build killed there (not one that fails, which renames nothing) leaves a site
/// of old and new files, each whole. The manifest is invalidated before the first rename, so
/// the next build renders every page again and puts the site right.
final class OutputFolder: @unchecked Sendable {
  let final: URL
  private let finalPath: String
  let staging: URL
  /// `staging.path`, made once.
  private let stagingPath: String
  private let fm = FileManager.default
  private let lock = NSLock()
  private var staged: [String] = []
  /// The previous site's folder, opened before anything moves.
  private let previous: DirectoryHandle?
  /// Closes the files written, and drops their pages from the page cache once the build
  /// has written many (`WriteBehind`); every file is closed before anything is renamed
  /// or the staged files removed.
  private let writeBehind: WriteBehind

  init(final: URL, writeBehind: WriteBehind = WriteBehind()) throws {
    self.writeBehind = writeBehind
    self.final = final.standardizedFileURL
    self.finalPath = self.final.path
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
    try fm.createDirectory(at: staging, withIntermediateDirectories: true)
    // Marked at once: a build killed from here on leaves a folder the next one may clear.
    guard LeftoverMarker.stamp(stagingPath) else {
      throw FileSystemError("write the marker into", stagingPath)
    }
  }

  /// Writes a file of the new site (plain POSIX writes: no per-file sync; the build is made
  /// safe by staging and renaming, not by flushing every page).
  func write(_ text: String, to relative: String) throws {
    try Self.checkInside(relative)
    let path = stagingPath + "/" + relative
    try Self.ensureParent(ofPath: path)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
      }
    } catch {
      close(fd)
      throw error
    }
    writeBehind.close(fd, wrote: copy.utf8.count)
    record(relative)
  }

  /// Writes a file unless the site already has exactly these bytes.
  func writeIfChanged(_ text: String, to relative: String) throws {
    if let old = fm.contents(atPath: final.appendingPathComponent(relative).path),
      old.count == text.utf8.count, old == Data(text.utf8)
    {
      return
    }
    try write(text, to: relative)
  }

  /// Copies a file into the site when it differs from the site's; never a link, which the
  /// site would hold as a link to a file outside it.
  func copy(_ source: URL, to relative: String) throws {
    try Self.checkInside(relative)
    var info = stat()
    if lstat(source.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw FileSystemError(
        "copy", source.path, reason: "it is a symbolic link, which gen never copies into a site")
    }
    if let new = fm.contents(atPath: source.path),
      fm.contents(atPath: final.appendingPathComponent(relative).path) == new
    {
      return
    }
    let url = staging.appendingPathComponent(relative)
    try Self.ensureParent(of: url)
    var existing = stat()
    if lstat(url.path, &existing) == 0, !TreeRemover.removeNow(url.path) {
      throw FileSystemError("replace", url.path)
    }
    try fm.copyItem(at: source, to: url)
    record(relative)
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

  /// Puts the new site in place; `obsolete` lists files of the previous site that the new
  /// one does not make, which are removed after every new file is in.
  func commit(obsolete: [String]) throws {
    writeBehind.finish()
    var info = stat()
    guard lstat(finalPath, &info) == 0 else {
      try Self.move(stagingPath, to: finalPath)
      return
    }
    let files = staged.sorted()
    // Checked before the first rename, so that a refusal leaves the site as it was.
    var checked: Set<String> = []
    for relative in files { try refuseLinkedFolders(on: relative, checked: &checked) }
    for relative in files {
      let target = finalPath + "/" + relative
      try Self.ensureParent(ofPath: target)
      if rename(stagingPath + "/" + relative, target) != 0 {
        clearWay(to: relative)
        try Self.ensureParent(ofPath: target)
        try Self.move(stagingPath + "/" + relative, to: target)
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

  /// Removes what stands in the way of a new file: a file of the previous site where the new
  /// one has a folder, or a folder where it has a file (a page that became a folder, or the
  /// reverse). Such a path is also in the obsolete list, and would go after the renames.
  private func clearWay(to relative: String) {
    var path = finalPath
    let parts = relative.split(separator: "/")
    for (index, part) in parts.enumerated() {
      path += "/" + part
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      let isFolder = info.st_mode & S_IFMT == S_IFDIR
      if index < parts.count - 1 {
        if !isFolder { unlink(path) }
      } else if isFolder {
        TreeRemover.removeNow(path)
      }
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

  /// Files are renamed into the previous site's folders: a folder there that is a symbolic
  /// link (gen never makes one) would carry the file elsewhere, so it is an error.
  private func refuseLinkedFolders(on relative: String) throws {
    var checked: Set<String> = []
    try refuseLinkedFolders(on: relative, checked: &checked)
  }

  /// The same, skipping the folders in `checked` and adding those it checks.
  private func refuseLinkedFolders(on relative: String, checked: inout Set<String>) throws {
    var path = finalPath
    for part in relative.split(separator: "/").dropLast() {
      path += "/" + part
      guard checked.insert(path).inserted else { continue }
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

  /// Every file of the previous site (relative paths), for a build that does not know what
  /// the last one wrote (the first into an existing folder, `--clean`, a lost cache): what
  /// is not a folder is listed as a file, and no link is followed nor another file system
  /// entered.
  func previousFiles() -> [String] {
    var info = stat()
    guard lstat(finalPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [] }
    var files: [String] = []
    Self.list(finalPath, "", device: info.st_dev, into: &files)
    return files
  }

  private static func list(
    _ root: String, _ relative: String, device: dev_t, into files: inout [String]
  ) {
    guard let dir = opendir(relative.isEmpty ? root : root + "/" + relative) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let decoded = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: 256) { String(validatingCString: $0) }
      }
      guard let name = decoded, name != ".", name != ".." else { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(root + "/" + path, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        if info.st_dev == device { list(root, path, device: device, into: &files) }
      } else {
        files.append(path)
      }
    }
  }

  /// Removes the staged files after a failure.
  func discard() {
    writeBehind.finish()
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

  /// One `rename`, with the failure naming both paths and the cause.
  static func move(_ from: String, to: String) throws {
    guard rename(from, to) == 0 else { throw FileSystemError("rename \(from) to", to) }
  }
}
