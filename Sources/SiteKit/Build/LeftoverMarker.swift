import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How gen knows that a folder beside the output folder is one it made: the site marker
/// (`OutputGuard.markerName`, holding exactly `OutputGuard.markerText`) at its top.
///
/// A build leaves folders beside its output (`.NAME.building-PID`, `.NAME.old-PID`,
/// `.NAME.trash-PID`, `.NAME.removing-PID`), and the next build removes or renames them. A name proves nothing: an author's `~/.bashrc.old-4242` or
/// `~/.mail.trash-5151/` has the same shape. So gen writes the marker into every folder it
/// stages and every tree it sets aside, and touches such a folder only when it is a real
/// folder (not a link) holding the marker, under the output folder's own name.
enum LeftoverMarker {
  /// Whether `path` is a folder gen made: not a link, with the marker file at its top.
  static func isGens(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
    let marker = path + "/" + OutputGuard.markerName
    let text = Data(OutputGuard.markerText.utf8)
    guard lstat(marker, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) == text.count
    else { return false }
    return FileManager.default.contents(atPath: marker) == text
  }

  /// Writes the marker into the folder `path`, which gen made or is setting aside (the site
  /// it replaced, which may be an empty folder or a site from before the marker); false when
  /// it could not.
  @discardableResult
  static func stamp(_ path: String) -> Bool {
    if isGens(path) { return true }
    let marker = path + "/" + OutputGuard.markerName
    unlink(marker)
    let fd = open(marker, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array(OutputGuard.markerText.utf8)
    return bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) } == bytes.count
  }
}
