import Foundation

/// HTML rendered once per build and shared between pages (a transcript's steps appear in
/// its lesson and on its own page), safe to use from the parallel renderers.
final class RenderCache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: String] = [:]

  /// The value for `key`, made by `make` the first time. Two threads may both make it; the
  /// results are equal, so either is kept.
  func value(for key: String, _ make: () -> String) -> String {
    lock.lock()
    if let found = values[key] {
      lock.unlock()
      return found
    }
    lock.unlock()
    let made = make()
    lock.lock()
    values[key] = made
    lock.unlock()
    return made
  }
}
