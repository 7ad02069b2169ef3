import CallsiteCore
import Foundation

/// What the tool commands share: finding a tool by name, and reading tool files.
extension Playground {
  static func isToolName(_ s: String) -> Bool {
    guard let f = s.first, f.isLetter || f == "_" else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  func index(of name: String) -> Int? { state.index(of: name) }

  func existing(_ name: String) throws(PlaygroundError) -> Int {
    if let i = index(of: name) { return i }
    let names = state.toolNames
    throw PlaygroundError(
      "there is no tool named \(name)",
      hint: names.isEmpty
        ? "create one with :tool new \(name) \"description\" or :tool load \(name)"
        : "the tools are \(names.joined(separator: ", "))")
  }

  /// Marks a tool unsaved, and says what its change changes.
  func changed(_ name: String, into report: inout CommandReport) async {
    unsavedTools.insert(name)
    await toolsChanged(into: &report)
  }

  /// JSON objects and arrays stay structured; anything else is text.
  static func outputValue(_ text: String) -> JSONValue {
    if let v = try? JSONValue.parse(text), v.objectValue != nil || v.arrayValue != nil { return v }
    return .string(text)
  }

  var toolContext: ToolContext {
    ToolContext(
      date: state.settings.fixedDate, baseDirectory: environment.baseDirectory, mcpServers: mcp.pool
    )
  }

  func readTool(_ url: URL) throws(PlaygroundError) -> ToolDraft {
    let text = try readText(url, what: "tool file")
    do {
      var draft = try environment.readToolFile(text, display(url))
      draft.path = display(url)
      return draft
    } catch let error as PlaygroundError {
      throw error
    } catch {
      throw PlaygroundError("\(error)", hint: "fix the file and :tool load it again")
    }
  }
}
