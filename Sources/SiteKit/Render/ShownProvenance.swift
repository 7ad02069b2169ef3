import Foundation

/// The transcripts whose provenance one page has shown already, so that a transcript split
/// over several blocks with `steps=` shows it once, in its first block.
final class ShownProvenance: @unchecked Sendable {
  private let lock = NSLock()
  private var shown: [String: String] = [:]

  /// Nil the first time `name` is asked for (that block shows the provenance, at `id`);
  /// after that, the id where it was shown.
  func firstShown(_ name: String, id: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let at = shown[name] { return at }
    shown[name] = id
    return nil
  }
}
