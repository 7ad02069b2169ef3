public import CallsiteCore
public import Foundation

/// A tool file (`content/tools/NAME.json`): a FoundationModels tool definition plus a `run`
/// object saying how to carry the tool out.
///
/// Loading checks everything that can be checked before a session starts and reports it
/// with file, line and column. Keys Callsite does not know are kept and written back.
public struct ToolFile: Sendable {
  /// The path the file was read from, for messages.
  public var path: String
  /// The folder of the file: every relative path in it (the command, its script arguments)
  /// resolves against this folder, and a command runs in it.
  public var baseDirectory: URL
  /// What the model is told about the tool.
  public var definition: ToolDefinition
  /// How the tool runs.
  public var implementation: ToolImplementation
  /// The `run` object as written, so that unknown keys survive a write-back.
  var run: JSONObject
  /// The top-level object as written, for key order on write-back.
  var document: JSONObject

  /// Reads and checks a tool file.
  public static func load(contentsOf url: URL) throws(ToolFileError) -> ToolFile {
    let path = url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ToolFileError(
        path: path, line: 1, column: 1,
        message: "cannot read the tool file (\(error.localizedDescription))")
    }
    let text: String
    do {
      text = try String(strictUTF8: data)
    } catch {
      throw ToolFileError(
        path: path, line: error.line, column: error.column, message: error.message)
    }
    return try parse(text, path: path, baseDirectory: url.deletingLastPathComponent())
  }

  /// Checks tool file text read from `path`, which is taken against `workingDirectory` when
  /// relative. The one rule for paths inside the file: they resolve against the folder of
  /// the file, never against the working folder, so `gen` and `repl` agree wherever they run.
  /// A tool not saved yet is parsed with the path it will be saved to.
  public static func parse(_ text: String, path: String, workingDirectory: URL)
    throws(ToolFileError)
    -> ToolFile
  {
    try parse(text, path: path, baseDirectory: folder(of: path, workingDirectory: workingDirectory))
  }

  /// The folder that relative paths inside the tool file at `path` resolve against: the
  /// file's own folder, with `path` taken against `workingDirectory` when relative.
  public static func folder(of path: String, workingDirectory: URL) -> URL {
    let file =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    return file.standardizedFileURL.deletingLastPathComponent()
  }

  /// Checks tool file text; `path` names it in errors and `baseDirectory` is the folder
  /// that relative command paths resolve against, which must be the file's folder (see
  /// `parse(_:path:workingDirectory:)` for a path as typed).
  public static func parse(_ text: String, path: String, baseDirectory: URL) throws(ToolFileError)
    -> ToolFile
  {
    var parser = ToolFileParser(path: path, baseDirectory: baseDirectory)
    return try parser.parse(text)
  }

  /// Whether the same arguments always give the same output: every kind except the clock
  /// and commands marked `"deterministic": false`.
  public var isDeterministic: Bool {
    switch implementation {
    case .builtin(let name, _): return BuiltinTools.isDeterministic(name)
    case .command(let spec): return spec.deterministic
    case .mcp(let spec): return spec.deterministic
    case .reply, .replies, .fail: return true
    }
  }

  /// A fresh tool instance: stateful tools start with no state.
  public func makeTool(options: ToolRunOptions = .init()) throws -> any Tool {
    switch implementation {
    case .builtin(let name, let builtinOptions):
      return try BuiltinTools.makeTool(
        name, definition: definition, options: builtinOptions, runOptions: options)
    case .command(let spec):
      let program = try CommandResolver.resolveProgram(spec.argv[0], baseDirectory: baseDirectory)
      return CommandTool(
        definition: definition, spec: spec, program: program, workingDirectory: baseDirectory)
    case .reply(let value):
      return CannedTool(definition: definition, rules: [], fallback: value)
    case .replies(let rules, let fallback):
      return CannedTool(definition: definition, rules: rules, fallback: fallback)
    case .fail(let message):
      return FailingTool(definition: definition, message: message)
    case .mcp(let spec):
      return try MCPTool(
        definition: definition, spec: spec, baseDirectory: baseDirectory,
        pool: options.mcpServers ?? .shared)
    }
  }

  /// The file in the canonical layout (`ToolFileLayout`), with unknown keys kept.
  public var jsonText: String {
    var out = document
    if let object = definition.json.objectValue {
      for member in object { out[member.key] = member.value }
    }
    out["run"] = .object(ToolFileParser.encode(implementation, into: run))
    return ToolFileLayout.text(.object(out))
  }
}
