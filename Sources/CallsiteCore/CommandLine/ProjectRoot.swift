public import Foundation

/// The folder of a Callsite project that holds `content/site.json`, found from a subfolder
/// as git finds a repository: the folder itself, else the nearest one above it.
public enum ProjectRoot {
  /// The file that marks a project's root.
  public static let marker = "content/site.json"

  /// `folder` when it has no `content/` of its own and a folder above it is a project's root
  /// (`repl` or `gen` started in `content/lessons/`): that folder; otherwise nil, and the
  /// tools work in `folder` as they always have.
  public static func above(_ folder: URL) -> URL? {
    let fm = FileManager.default
    var isFolder: ObjCBool = false
    if fm.fileExists(atPath: folder.appendingPathComponent("content").path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return nil
    }
    var current = folder.standardizedFileURL
    while current.pathComponents.count > 1 {
      current = current.deletingLastPathComponent()
      if fm.fileExists(atPath: current.appendingPathComponent(marker).path) { return current }
    }
    return nil
  }
}
