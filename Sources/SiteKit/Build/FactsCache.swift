import Foundation

/// Transcript facts by name, shared by the threads that render pages.
final class FactsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var facts: [String: TranscriptFacts] = [:]

  func get(_ name: String) -> TranscriptFacts? { lock.withLock { facts[name] } }
  func set(_ name: String, _ value: TranscriptFacts) { lock.withLock { facts[name] = value } }
}
