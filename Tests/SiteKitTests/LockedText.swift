import Foundation

/// A string that one thread sets and another reads.
final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  func get() -> String { lock.withLock { text } }
  func set(_ new: String) { lock.withLock { text = new } }
}
