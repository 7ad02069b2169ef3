public import CallsiteCore
import CallsiteTools
public import Foundation

/// A tool of the session as the author defines it: what the model sees and how it runs,
/// in the tool file format (`{"type": "function", "function": {…}, "run": {…}}`).
public struct ToolDraft: Sendable, Equatable {
  /// Name, description and argument schema.
  public var definition: ToolDefinition
  /// How it runs (`{"reply": …}`, `{"command": […]}`, …), once given.
  public var run: JSONValue?
  /// The file it was loaded from or saved to, relative to the base directory when inside it.
  public var path: String?

  public init(definition: ToolDefinition, run: JSONValue? = nil, path: String? = nil) {
    self.definition = definition
    self.run = run
    self.path = path
  }

  /// A new tool without arguments, with an object schema as `GenerationSchema` writes one
  /// for a tool's `Arguments` type (the title the course's tool files use).
  public init(name: String, description: String) {
    let parameters: JSONValue = [
      "title": "Arguments", "type": "object", "properties": [:], "required": [], "x-order": [],
      "additionalProperties": false,
    ]
    self.init(
      definition: ToolDefinition(
        name: name, description: description, parameters: Schema(json: parameters.objectValue!)))
  }

  /// The name.
  public var name: String { definition.name }

  /// Where `:tool save NAME` writes a tool, relative to the base directory.
  public static func defaultPath(of name: String) -> String { "content/tools/\(name).json" }

  /// Where a tool not saved yet is taken to live, so its relative paths mean that folder:
  /// `content/tools/NAME.json` when `content/tools/` exists under `baseDirectory` (where
  /// `:tool save NAME` puts it), else `NAME.json` in `baseDirectory` itself, so that its
  /// programs and servers start in a folder that exists.
  public static func unsavedPath(of name: String, in baseDirectory: URL) -> String {
    var isFolder: ObjCBool = false
    let tools = baseDirectory.appendingPathComponent("content/tools").path
    if FileManager.default.fileExists(atPath: tools, isDirectory: &isFolder), isFolder.boolValue {
      return defaultPath(of: name)
    }
    return "\(name).json"
  }

  /// The tool file's JSON value.
  public var fileJSON: JSONValue {
    guard var object = definition.json.objectValue else { return definition.json }
    if let run { object["run"] = run }
    return .object(object)
  }

  /// The tool file's text, in the one layout every tool file is written in.
  public var fileText: String { ToolFileLayout.text(fileJSON) }

  /// A short word for the implementation (`reply`, `command`, … or `none`).
  public var runKind: String {
    run?.objectValue?.keys.first {
      ["builtin", "command", "reply", "replies", "fail", "mcp"].contains($0)
    }
      ?? "none"
  }

  /// Reads a tool file's JSON value (no implementation is checked here).
  public init(fileJSON value: JSONValue, path: String?) throws(PlaygroundError) {
    do {
      let definition = try ToolDefinition(json: value)
      let run = value["run"]
      var clean = definition
      clean.extra.removeValue(forKey: "run")
      self.init(definition: clean, run: run, path: path)
    } catch {
      throw PlaygroundError(
        "\(path ?? "the tool file"): \(error)", hint: "fix the file and :tool load it again")
    }
  }
}
