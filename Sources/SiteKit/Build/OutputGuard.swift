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
/// compared once symbolic links are resolved.
struct OutputGuard: Sendable {
  /// The marker's file name, at the top of every site gen builds.
  static let markerName = ".callsite-site"
  /// The marker's text: the same in every build, so a committed site stays unchanged.
  static let markerText = """
    This folder is a site written by gen build. Each build replaces the whole folder,
    so keep no files of your own in it: edit content/ and templates/, then build again.

    """

  let options: BuildOptions

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
    guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else {
      return nil
    }
    guard isFolder.boolValue else {
      return "the output folder is a file; nothing was written or deleted. "
        + "Pass --output a new or empty folder, or remove the file yourself"
    }
    if isReplaceable(output) { return nil }
    return "not a site gen built: the folder has files and no \(Self.markerName) marker, so "
      + "building here would delete them; nothing was written or deleted. Pass --output a new "
      + "or empty folder, or remove it yourself if it is meant to be replaced"
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
