import Foundation
import Synchronization

/// Text read from a file when first needed and kept: a lesson's body (from `offset`, after
/// its front matter) or a transcript's JSON.
///
/// A large site has one for each of its 200,000 files, so its lock is a `Mutex` held in the
/// object itself: an `NSLock` would be two more allocations each.
final class LazyText: Sendable {
  private let text: Mutex<String?>
  /// The file it is read from; empty for text given whole.
  let path: String
  private let offset: Int

  init(text: String) {
    self.text = Mutex(text)
    self.path = ""
    self.offset = 0
  }

  init(path: String, offset: Int = 0, text: String? = nil) {
    self.path = path
    self.offset = offset
    self.text = Mutex(text)
  }

  /// The text, or nil when the file can no longer be read as UTF-8.
  var value: String? {
    let (path, offset) = (self.path, self.offset)
    return text.withLock { text in
      if let text { return text }
      guard let data = FileManager.default.contents(atPath: path), data.count >= offset,
        let read = String(validating: data[offset...], as: UTF8.self)
      else { return nil }
      text = read
      return read
    }
  }

  /// The text, forgotten once returned when it can be read again from the file: a page
  /// renders from it once, and a large site should not hold every lesson's text.
  func take() -> String? {
    let value = self.value
    if !path.isEmpty { text.withLock { $0 = nil } }
    return value
  }
}
