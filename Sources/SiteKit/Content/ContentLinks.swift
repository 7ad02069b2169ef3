import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Symbolic links in the content folder: followed when they lead to a file inside it, an
/// error naming the link and its target when they lead outside it (or nowhere).
///
/// An error rather than a warning: what a link outside `content/` points at is not part of
/// the course (a clone of the repository does not have it), and following it would publish
/// whatever it names (a home folder's files, say) in a build whose warnings nobody reads.
struct ContentLinks: Sendable {
  /// The content folder with its own links resolved, as links inside it are compared.
  let resolvedRoot: String
  /// How paths are shown in diagnostics.
  let displayPath: @Sendable (URL) -> String

  init(root: URL, displayPath: @escaping @Sendable (URL) -> String) {
    resolvedRoot = Self.resolve(root.path) ?? root.standardizedFileURL.path
    self.displayPath = displayPath
  }

  /// The path with every link resolved, or nil when it leads nowhere.
  static func resolve(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What the link at `path` leads to inside the content folder, or a diagnostic naming the
  /// link and its target when it leads outside or nowhere.
  func follow(link path: String) -> Result<FolderListing.Kind, BuildDiagnostic> {
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    let shown = displayPath(URL(fileURLWithPath: path))
    guard let resolved = Self.resolve(path) else {
      return .failure(
        BuildDiagnostic(
          path: shown, step: "load",
          message: "this is a symbolic link to \(target), which does not exist; "
            + "remove the link or make it point at a file inside the content folder"))
    }
    guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else {
      let also = resolved == target ? "" : " (\(resolved))"
      return .failure(
        BuildDiagnostic(
          path: shown, step: "load",
          message: "this is a symbolic link to \(target)\(also), outside the content folder "
            + "\(resolvedRoot); gen reads only what is inside it, so copy the file into the "
            + "content folder instead of linking to it"))
    }
    var info = stat()
    guard stat(resolved, &info) == 0 else { return .success(.other) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.folder)
    default: return .success(.other)
    }
  }

  /// What is at `path` once a link inside the content folder is followed: nil when nothing
  /// is there, a diagnostic when a link leads outside.
  func kind(of path: String) -> Result<FolderListing.Kind, BuildDiagnostic>? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.folder)
    case S_IFLNK: return follow(link: path)
    default: return .success(.other)
    }
  }

  /// An entry of a listing with any link followed.
  func kind(of entry: FolderListing.Entry, in folder: String) -> Result<
    FolderListing.Kind, BuildDiagnostic
  > {
    entry.kind == .link ? follow(link: folder + "/" + entry.name) : .success(entry.kind)
  }
}
