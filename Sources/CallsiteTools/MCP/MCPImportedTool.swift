public import CallsiteCore
public import Foundation

/// One of a server's tools, made ready for a session: the definition the model sees (the
/// server's schema converted to the GenerationSchema subset), what the conversion could not
/// keep, the server's annotations, and the `mcp` run that calls it.
public struct MCPImportedTool: Sendable, Equatable {
  /// The tool as the server lists it.
  public var serverTool: MCPServerTool
  /// The definition the model sees.
  public var definition: ToolDefinition
  /// What FoundationModels would not honour in the server's input schema.
  public var schemaFindings: [MCPSchemaFinding]
  /// How to start the server and which tool to call: a tool file's `run.mcp`.
  public var spec: MCPServerSpec
  /// The folder relative paths in `spec.command` resolve against.
  public var baseDirectory: URL

  /// Prepares `tool` of the server started with `spec`.
  public init(_ tool: MCPServerTool, spec: MCPServerSpec, baseDirectory: URL) {
    let conversion = MCPSchemaConversion(inputSchema: tool.inputSchema, title: tool.name)
    serverTool = tool
    definition = ToolDefinition(
      name: tool.name, description: tool.description, parameters: conversion.schema)
    schemaFindings = conversion.findings
    self.spec = spec
    self.baseDirectory = baseDirectory
  }

  /// The tool's name (the model's and the server's).
  public var name: String { definition.name }
  /// The server's hints about the tool.
  public var annotations: MCPToolAnnotations { serverTool.annotations }

  /// A tool on `pool`'s server.
  public func makeTool(pool: MCPServerPool) throws -> MCPTool {
    try MCPTool(definition: definition, spec: spec, baseDirectory: baseDirectory, pool: pool)
  }

  /// The text of a tool file that runs this tool (`:tool save NAME`).
  public var toolFileText: String {
    guard case .object(var object) = definition.json else { return "" }
    object["run"] = ["mcp": spec.encoded(over: nil)]
    return JSONValue.object(object).serialized()
  }
}
