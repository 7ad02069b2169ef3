import CallsiteCore
import CallsiteTools
import Foundation

/// What a tool's error says for the author's screen only (`AuthoringHinted`: how to add a
/// reply, the end of a program's standard error), kept from the moment the call fails
/// until the turn prints the failed call, after which the note follows it. The model and
/// the transcript never get it.
final class AuthorNotes: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [(tool: String, note: String)] = []

  /// Keeps `note` for a failed call of `tool`.
  func add(_ note: String, tool: String) {
    lock.withLock { pending.append((tool, note)) }
  }

  /// The first note kept for `tool`, removed.
  func take(tool: String) -> String? {
    lock.withLock {
      guard let i = pending.firstIndex(where: { $0.tool == tool }) else { return nil }
      return pending.remove(at: i).note
    }
  }

  /// Drops what no failed call took (a cancelled turn).
  func clear() { lock.withLock { pending = [] } }

  /// The words of `error` for the author: its description, and its note when it has one.
  static func text(of error: any Error) -> String {
    guard let hinted = error as? any AuthoringHinted, let note = hinted.authorNote else {
      return "\(error)"
    }
    return "\(error); \(note)"
  }
}

/// A session's tool that keeps its errors' author notes in `notes`.
struct NoteKeepingTool: Tool {
  let tool: any Tool
  let notes: AuthorNotes

  var definition: ToolDefinition { tool.definition }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    do {
      return try await tool.call(arguments: arguments)
    } catch {
      if let hinted = error as? any AuthoringHinted, let note = hinted.authorNote {
        notes.add(note, tool: definition.name)
      }
      throw error
    }
  }
}
