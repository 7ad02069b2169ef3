import Foundation

/// A fingerprint of every file under some folders (path, size and modification time): what
/// the polling watcher compares from one look to the next.
struct FolderSnapshot: Sendable, Equatable {
  let files: [String: String]

  /// Looks at every file under `folders` now.
  init(of folders: [URL]) {
    var out: [String: String] = [:]
    let fm = FileManager.default
    for folder in folders {
      guard
        let e = fm.enumerator(
          at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
      else { continue }
      for case let url as URL in e {
        guard
          let values = try? url.resourceValues(forKeys: [
            .contentModificationDateKey, .fileSizeKey, .isDirectoryKey,
          ]),
          values.isDirectory != true
        else { continue }
        let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        out[url.path] = "\(values.fileSize ?? -1):\(time)"
      }
    }
    files = out
  }

  /// The paths that differ between two snapshots: added, removed or changed.
  func changes(since earlier: FolderSnapshot) -> Set<String> {
    var out: Set<String> = []
    for (path, print) in files where earlier.files[path] != print { out.insert(path) }
    for path in earlier.files.keys where files[path] == nil { out.insert(path) }
    return out
  }
}
