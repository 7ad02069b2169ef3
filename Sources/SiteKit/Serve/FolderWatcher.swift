import Foundation

/// Notices changes under folders by polling their files' sizes and modification times:
/// portable, and cheap for a course's few hundred files.
struct FolderWatcher: Sendable {
  let folders: [URL]

  /// A fingerprint of every file: path, size and modification time.
  func snapshot() -> [String: String] {
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
    return out
  }
}
