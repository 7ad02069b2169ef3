import CallsiteTools
import Synchronization

/// The MCP side of one playground session: the pool of its server processes, what
/// `:tool mcp` learnt about each tool it imported, which destructive tools `:tool allow`
/// let run, and the calls refused during the current turn.
final class PlaygroundMCP: Sendable {
  /// One process per distinct server command, stopped when the session ends.
  let pool = MCPServerPool()

  private struct State {
    var imported: [String: MCPImportedTool] = [:]
    var allowed: Set<String> = []
    var refused: [String] = []
  }

  private let state = Mutex(State())

  /// The imported tool named `name`, as `:tool mcp` found it.
  func imported(_ name: String) -> MCPImportedTool? {
    state.withLock { $0.imported[name] }
  }

  /// Remembers tools `:tool mcp` imported.
  func remember(_ tools: [MCPImportedTool]) {
    state.withLock { s in
      for tool in tools { s.imported[tool.name] = tool }
    }
  }

  /// Lets the destructive tool `name` run without asking.
  func allow(_ name: String) {
    _ = state.withLock { $0.allowed.insert(name) }
  }

  /// Whether `:tool allow` let `name` run.
  func isAllowed(_ name: String) -> Bool {
    state.withLock { $0.allowed.contains(name) }
  }

  /// Records that a call of `name` was refused in this turn.
  func refuse(_ name: String) {
    state.withLock { $0.refused.append(name) }
  }

  /// Whether a call of `name` was refused in this turn already (then it is not asked again).
  func wasRefused(_ name: String) -> Bool {
    state.withLock { $0.refused.contains(name) }
  }

  /// The tools refused since the last call, which starts the next turn afresh.
  func takeRefusals() -> [String] {
    state.withLock { s in
      defer { s.refused = [] }
      return s.refused
    }
  }
}
