import Foundation

/// Writes files so that a failure never leaves a truncated one: the text goes to a
/// temporary file beside the target, which is then renamed over it.
enum AtomicFile {
  static func write(_ text: String, to url: URL) throws(PlaygroundError) {
    let fm = FileManager.default
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? fm.removeItem(at: temporary)
        throw PlaygroundError(
          "cannot replace \(url.path): \(reason)", hint: "check the folder's permissions")
      }
    } catch let error as PlaygroundError {
      throw error
    } catch {
      try? fm.removeItem(at: temporary)
      throw PlaygroundError(
        "cannot write \(url.path): \(error.localizedDescription)",
        hint: "check that the folder exists and is writable; the old file is unchanged")
    }
  }
}
