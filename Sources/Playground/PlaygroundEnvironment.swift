public import CallsiteCore
public import CallsiteTools
public import Foundation

/// What the playground needs from the outside world, injected so tests can script it:
/// how tool files are read and tools built, which models exist, Swift declarations, and the clock.
///
/// `PlaygroundEnvironment.standard` (in `Playground+Defaults.swift`) wires the real tools
/// and models; tests build their own.
public struct PlaygroundEnvironment: Sendable {
  /// Where `content/` lives; relative paths are resolved against it.
  public var baseDirectory: URL
  /// Reads a tool file's text into a draft, checking its implementation (`path` for errors).
  public var readToolFile: @Sendable (_ text: String, _ path: String) throws -> ToolDraft
  /// Builds a fresh tool for a session from a draft.
  public var makeTool: @Sendable (_ draft: ToolDraft, _ context: ToolContext) throws -> any Tool
  /// Builds a model (never asked for `.manual`: the playground is that model), wired to the
  /// playground's exchange recorder and stream printer.
  public var makeModel:
    @Sendable (_ spec: ModelSpec, _ hooks: ModelHooks) throws -> any LanguageModel
  /// The FoundationModels Swift declaration of a tool.
  public var renderSwift: @Sendable (_ definition: ToolDefinition) throws -> String
  /// The names `builtin` accepts, for completion and messages.
  public var builtinToolNames: [String]
  /// The current date, when `:set date` has not fixed one.
  public var now: @Sendable () -> Date

  public init(
    baseDirectory: URL,
    readToolFile: @escaping @Sendable (String, String) throws -> ToolDraft,
    makeTool: @escaping @Sendable (ToolDraft, ToolContext) throws -> any Tool,
    makeModel: @escaping @Sendable (ModelSpec, ModelHooks) throws -> any LanguageModel,
    renderSwift: @escaping @Sendable (ToolDefinition) throws -> String,
    builtinToolNames: [String] = [],
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.baseDirectory = baseDirectory
    self.readToolFile = readToolFile
    self.makeTool = makeTool
    self.makeModel = makeModel
    self.renderSwift = renderSwift
    self.builtinToolNames = builtinToolNames
    self.now = now
  }
}

/// What a tool is built with: the fixed date, where relative paths start, and the session's
/// MCP servers.
public struct ToolContext: Sendable, Equatable {
  /// The date tools should treat as now, when `:set date` fixed one.
  public var date: Date?
  /// The directory relative paths in a tool file not saved yet are resolved against (a
  /// saved one's paths resolve against its own folder).
  public var baseDirectory: URL
  /// The session's MCP server processes, shared by its tools and stopped when it ends.
  public var mcpServers: MCPServerPool?

  public init(date: Date?, baseDirectory: URL, mcpServers: MCPServerPool? = nil) {
    self.date = date
    self.baseDirectory = baseDirectory
    self.mcpServers = mcpServers
  }
}
