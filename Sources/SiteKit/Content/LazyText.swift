import Foundation

/// Text read from a file when first needed and kept: a lesson's body (from `offset`, after
/// its front matter) or a transcript's JSON.
final class LazyText: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  /// The file it is read from; empty for text given whole.
  let path: String
  private let offset: Int

  init(text: String) {
    self.text = text
    self.path = ""
    self.offset = 0
  }

  init(path: String, offset: Int = 0, text: String? = nil) {
    self.path = path
    self.offset = offset
    self.text = text
  }

  /// The text, or nil when the file can no longer be read as UTF-8.
  var value: String? {
    lock.withLock {
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
    let text = value
    if !path.isEmpty { lock.withLock { self.text = nil } }
    return text
  }
}
