import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides whether a build may replace its output folder, before anything is written.
///
/// A build replaces its output folder whole, so the folder must be missing, empty, or a site
/// that `gen` built: one holding the marker file every build writes, or (for sites written
/// before the marker existed) one whose every file is listed in the build manifest that gen
/// keeps beside it. It must never be, contain or lie inside the content or templates folder,
/// nor be or contain the project folder (the one holding the content folder). Paths are
/// compared once symbolic links are resolved. It must not be a mount point, nor hold one
/// (nor may the folders gen keeps beside it), since the build renames it and removes the
/// tree it replaces (`MountTable`).
struct OutputGuard: Sendable {
  /// The marker's file name, at the top of every site gen builds.
  static let markerName = ".callsite-site"
  /// The marker's text: the same in every build, so a committed site stays unchanged.
  static let markerText = """
    This folder is a site written by gen build. Each build replaces the whole folder,
    so keep no files of your own in it: edit content/ and templates/, then build again.

    """

  let options: BuildOptions
  /// Where file systems are mounted (a test's table, or the system's).
  var mounts: MountTable = .system

  /// Nil when the output folder may be replaced; otherwise what is wrong and what to do.
  func refusal() -> String? {
    let output = Self.realPath(options.output)
    let content = Self.realPath(options.content)
    let project = Self.realPath(options.content.deletingLastPathComponent())
    let templates = Self.realPath(options.templates)
    let overlap =
      Self.overlap(
        output, project, "project folder (it holds the content folder)", mayBeInside: true)
      ?? Self.overlap(output, content, "content folder")
      ?? Self.overlap(output, templates, "templates folder")
    if let overlap {
      return "gen build replaces its output folder whole, and this one \(overlap); "
        + "nothing was written or deleted. Pass --output a folder of its own, such as site"
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
    if exists, !isFolder.boolValue {
      return "the output folder is a file; nothing was written or deleted. "
        + "Pass --output a new or empty folder, or remove the file yourself"
    }
    if let refusal = mountRefusal(output, exists: exists) { return refusal }
    guard exists else { return nil }
    if isReplaceable(output) { return nil }
    return "not a site gen built: the folder has files and no \(Self.markerName) marker, so "
      + "building here would delete them; nothing was written or deleted. Pass --output a new "
      + "or empty folder, or remove it yourself if it is meant to be replaced"
  }

  /// Why a mount point at or inside the output folder (or a folder gen keeps beside it)
  /// forbids the build, or nil.
  private func mountRefusal(_ output: String, exists: Bool) -> String? {
    if exists, mounts.isMountPoint(output) {
      let inside = output == "/" ? "/site" : output + "/site"
      return "the output folder \(output) is a mount point: gen build puts a new site in place "
        + "by renaming folders, and a mount point cannot be renamed; nothing was written or "
        + "deleted. Pass --output a folder inside the mount, such as \(inside)"
    }
    let parent = (output as NSString).deletingLastPathComponent
    let kept = "." + (output as NSString).lastPathComponent + "."
    let inside = mounts.points().filter { point in
      OutputGuard.isInside(point, output)
        || (OutputGuard.isInside(point, parent)
          && point.dropFirst(parent == "/" ? 1 : parent.count + 1).hasPrefix(kept))
    }.sorted()
    guard let first = inside.first else { return nil }
    return "\(first) is a mount point inside the output folder (or a folder gen keeps beside "
      + "it): gen build replaces the whole folder and would remove what is mounted there; "
      + "nothing was written or deleted. Unmount it, or pass --output a folder with no mount "
      + "inside"
  }

  /// Whether an existing folder is empty or a previous build.
  private func isReplaceable(_ path: String) -> Bool {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: path) else { return false }
    if names.isEmpty { return true }
    var isFolder: ObjCBool = true
    if fm.fileExists(atPath: path + "/" + Self.markerName, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      return true
    }
    // A site from before the marker: every file must be one the last build listed.
    let manifest = Manifest(contentsOf: options.cacheDirectory)
    guard manifest.pageCount > 0 else { return false }
    let listed = Set((0..<manifest.pageCount).map(manifest.path(at:))).union(manifest.files)
    guard let walk = fm.enumerator(atPath: path) else { return false }
    while let relative = walk.nextObject() as? String {
      isFolder = false
      _ = fm.fileExists(atPath: path + "/" + relative, isDirectory: &isFolder)
      if !isFolder.boolValue && !listed.contains(relative) { return false }
    }
    return true
  }

  /// How `output` overlaps a folder of the project, or nil when it does not.
  private static func overlap(
    _ output: String, _ folder: String, _ name: String, mayBeInside: Bool = false
  ) -> String? {
    if output == folder { return "is the \(name)" }
    if isInside(folder, output) { return "contains the \(name)" }
    if !mayBeInside && isInside(output, folder) { return "is inside the \(name)" }
    return nil
  }

  /// Whether `path` lies below `folder`.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
  }

  /// The path with every symbolic link resolved; the part that does not exist yet is
  /// appended to its nearest existing folder's real path.
  static func realPath(_ url: URL) -> String {
    var head = url.standardizedFileURL.path
    var tail: [String] = []
    while true {
      if let resolved = realpath(head, nil) {
        defer { free(resolved) }
        let base = String(cString: resolved)
        return tail.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
      }
      guard head != "/", let slash = head.lastIndex(of: "/") else {
        return url.standardizedFileURL.path
      }
      tail.append(String(head[head.index(after: slash)...]))
      head = slash == head.startIndex ? "/" : String(head[..<slash])
    }
  }
}
