import Foundation

/// HTML rendered once per build and shared between pages (a transcript's steps appear in
/// its lesson and on its own page), safe to use from the parallel renderers. An entry is
/// dropped after its last expected use, so the cache never holds a whole site's worth.
final class RenderCache<Value: Sendable>: @unchecked Sendable {
  private enum Slot {
    /// Being made by another thread.
    case pending
    case ready(Value, usesLeft: Int)
  }

  private let condition = NSCondition()
  private var slots: [String: Slot] = [:]

  /// The value for `key`, made by `make` the first time; `uses` is how many times the
  /// build will ask for it. A thread that asks while another is making the value waits for
  /// it rather than making it again: two pages of one transcript are often rendered at the
  /// same moment.
  func value(for key: String, uses: Int, _ make: () -> Value) -> Value {
    condition.lock()
    while true {
      switch slots[key] {
      case .ready(let value, let usesLeft):
        slots[key] = usesLeft <= 1 ? nil : .ready(value, usesLeft: usesLeft - 1)
        condition.unlock()
        return value
      case .pending:
        condition.wait()
      case nil:
        if uses > 1 { slots[key] = .pending }
        condition.unlock()
        let made = make()
        if uses > 1 {
          condition.lock()
          slots[key] = .ready(made, usesLeft: uses - 1)
          condition.broadcast()
          condition.unlock()
        }
        return made
      }
    }
  }
}
