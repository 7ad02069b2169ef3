import Foundation

/// HTML rendered once per build and shared between pages (a transcript's steps appear in
/// its lesson and on its own page), safe to use from the parallel renderers. An entry is
/// dropped after its last expected use, so the cache never holds a whole site's worth.
final class RenderCache<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: (html: Value, usesLeft: Int)] = [:]

  /// The value for `key`, made by `make` the first time; `uses` is how many times the
  /// build will ask for it. Two threads may both make it; the results are equal.
  func value(for key: String, uses: Int, _ make: () -> Value) -> Value {
    lock.lock()
    if let found = values[key] {
      if found.usesLeft <= 1 {
        values[key] = nil
      } else {
        values[key] = (found.html, found.usesLeft - 1)
      }
      lock.unlock()
      return found.html
    }
    lock.unlock()
    let made = make()
    if uses > 1 {
      lock.lock()
      values[key] = (made, uses - 1)
      lock.unlock()
    }
    return made
  }
}
