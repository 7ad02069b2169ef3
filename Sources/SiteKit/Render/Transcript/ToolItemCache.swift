import CallsiteCore
import Foundation

/// Tool definitions as the instructions step lists them, rendered once per definition: a
/// course offers the same few tools in transcript after transcript.
final class ToolItemCache: @unchecked Sendable {
  static let shared = ToolItemCache()
  private let lock = NSLock()
  private var items: [ToolDefinition: String] = [:]
  static let limit = 512

  func item(for tool: ToolDefinition, make: () -> String) -> String {
    if let item = lock.withLock({ items[tool] }) { return item }
    let item = make()
    // A site of one-off tools would otherwise keep every item to the end of the build.
    lock.withLock { if items.count < Self.limit { items[tool] = item } }
    return item
  }
}
