import CallsiteCore
import CallsiteTools
import Foundation

/// Helpers shared by the tests.
enum TestSupport {
  /// The repository's `content/tools` folder.
  static let contentTools = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("content/tools")

  /// A fresh empty folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("callsite-tools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A tool file text with the given `run` object and a one-string-argument schema.
  static func toolText(run: String, name: String = "probe") -> String {
    """
    {"type": "function",
     "function": {"name": "\(name)", "description": "A test tool",
       "parameters": {"title": "Arguments", "type": "object",
         "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
         "required": ["city"], "x-order": ["city", "days"], "additionalProperties": false}},
     "run": \(run)}
    """
  }

  /// Parses a tool file text in `folder` and makes its tool.
  static func tool(run: String, in folder: URL? = nil, options: ToolRunOptions = .init()) throws
    -> any Tool
  {
    let file = try ToolFile.parse(
      toolText(run: run), path: "probe.json",
      baseDirectory: folder ?? FileManager.default.temporaryDirectory)
    return try file.makeTool(options: options)
  }

  /// A builtin tool with the course's definition.
  static func builtin(_ name: String, options: ToolRunOptions = .init()) throws -> any Tool {
    try BuiltinTools.makeTool(name, runOptions: options)
  }

  /// An output as a JSON value (text becomes a string) for validating against a shape.
  static func json(_ output: ToolOutput) -> JSONValue {
    switch output {
    case .text(let text): return .string(text)
    case .structure(let value): return value
    }
  }

  /// Violations of a builtin's declared output shape.
  static func violations(_ output: ToolOutput, builtin: String) -> [SchemaViolation] {
    BuiltinTools.outputSchema(for: builtin)?.validate(json(output)) ?? [
      SchemaViolation(pointer: "", message: "no output schema")
    ]
  }

  static func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
  }
}
