import CallsiteCore
import Foundation

/// Reads a tool file's text into a `ToolFile`, naming line and column for every problem.
struct ToolFileParser {
  let path: String
  let baseDirectory: URL
  private var locations: JSONLocations?

  init(path: String, baseDirectory: URL) {
    self.path = path
    self.baseDirectory = baseDirectory
  }

  private func error(at pointer: String, _ message: String) -> ToolFileError {
    let (line, column) = locations?.position(of: pointer) ?? (1, 1)
    return ToolFileError(path: path, line: line, column: column, message: message)
  }

  mutating func parse(_ text: String) throws(ToolFileError) -> ToolFile {
    let value: JSONValue
    do throws(JSONSyntaxError) {
      (value, locations) = try JSONValue.parseWithLocations(text)
    } catch {
      throw ToolFileError(
        path: path, line: error.line, column: error.column, message: error.message)
    }
    guard var document = value.objectValue else {
      throw self.error(at: "", "a tool file must be a JSON object, got \(value.typeName)")
    }
    guard let runValue = document["run"] else {
      throw self.error(
        at: "",
        "the tool file has no \"run\" object; add one with one of: "
          + ToolImplementation.kinds.joined(separator: ", "))
    }
    guard let run = runValue.objectValue else {
      throw self.error(at: "/run", "\"run\" must be an object, got \(runValue.typeName)")
    }
    let original = document
    document.removeValue(forKey: "run")
    let definition: ToolDefinition
    do {
      definition = try ToolDefinition(json: .object(document))
    } catch {
      throw self.error(at: error.pointer, "the tool definition does not decode: \(error)")
    }
    let implementation = try parseRun(run, schema: definition.parameters)
    return ToolFile(
      path: path, baseDirectory: baseDirectory, definition: definition,
      implementation: implementation, run: run, document: original)
  }

  private func parseRun(_ run: JSONObject, schema: Schema) throws(ToolFileError)
    -> ToolImplementation
  {
    let kinds = run.keys.filter { ToolImplementation.kinds.contains($0) }
    guard let kind = kinds.first else {
      let named =
        run.keys.first.map { "unknown implementation kind \"\($0)\"" } ?? "\"run\" is empty"
      throw error(
        at: run.keys.first.map { "/run/" + $0 } ?? "/run",
        "\(named); expected one of: \(ToolImplementation.kinds.joined(separator: ", "))")
    }
    if kinds.count > 1 {
      throw error(
        at: "/run/" + kinds[1], "\"run\" has both \"\(kinds[0])\" and \"\(kinds[1])\"; keep one")
    }
    let value = run[kind]!
    switch kind {
    case "builtin":
      guard let name = value.stringValue, BuiltinTools.names.contains(name) else {
        throw error(
          at: "/run/builtin",
          "unknown builtin \(value.compactText); expected one of: "
            + BuiltinTools.names.joined(separator: ", "))
      }
      let options = run["options"]
      if let options, options.objectValue == nil {
        throw error(at: "/run/options", "\"options\" must be an object")
      }
      return .builtin(name: name, options: options?.objectValue ?? JSONObject())
    case "command":
      return .command(try parseCommand(run))
    case "reply":
      return .reply(value)
    case "replies":
      return try parseReplies(value, fallback: run["default"], schema: schema)
    case "mcp":
      return .mcp(try parseMCP(value))
    default:
      guard let message = value.stringValue else {
        throw error(at: "/run/fail", "\"fail\" must be the error message, a string")
      }
      return .fail(message)
    }
  }

  private func parseCommand(_ run: JSONObject) throws(ToolFileError) -> CommandSpec {
    guard let list = run["command"]?.arrayValue, !list.isEmpty,
      case let argv = list.compactMap(\.stringValue), argv.count == list.count
    else {
      throw error(
        at: "/run/command",
        "\"command\" must be a non-empty array of strings, such as [\"python3\", \"tool.py\"]")
    }
    var spec = CommandSpec(argv: argv)
    if let timeout = run["timeoutSeconds"] {
      guard let seconds = timeout.doubleValue, seconds > 0 else {
        throw error(at: "/run/timeoutSeconds", "\"timeoutSeconds\" must be a positive number")
      }
      spec.timeoutSeconds = seconds
    }
    if let env = run["env"] {
      guard let names = env.arrayValue?.compactMap(\.stringValue),
        names.count == env.arrayValue?.count
      else {
        throw error(at: "/run/env", "\"env\" must be an array of variable names")
      }
      spec.environment = names
    }
    if let flag = run["deterministic"] {
      guard let b = flag.boolValue else {
        throw error(at: "/run/deterministic", "\"deterministic\" must be true or false")
      }
      spec.deterministic = b
    }
    do {
      _ = try CommandResolver.resolveProgram(argv[0], baseDirectory: baseDirectory)
    } catch {
      throw self.error(at: "/run/command/0", error.description)
    }
    for (i, argument) in argv.enumerated().dropFirst() {
      if let problem = CommandResolver.missingScript(argument, baseDirectory: baseDirectory) {
        throw error(at: "/run/command/\(i)", problem)
      }
    }
    return spec
  }

  private func parseMCP(_ value: JSONValue) throws(ToolFileError) -> MCPServerSpec {
    let spec: MCPServerSpec
    do {
      spec = try MCPServerSpec(parsing: value)
    } catch {
      throw self.error(at: "/run/mcp" + error.pointer, error.message)
    }
    do {
      _ = try CommandResolver.resolveProgram(spec.command[0], baseDirectory: baseDirectory)
    } catch {
      throw self.error(at: "/run/mcp/command/0", error.description)
    }
    for (i, argument) in spec.command.enumerated().dropFirst() {
      if let problem = CommandResolver.missingScript(argument, baseDirectory: baseDirectory) {
        throw error(at: "/run/mcp/command/\(i)", problem)
      }
    }
    return spec
  }

  private func parseReplies(_ value: JSONValue, fallback: JSONValue?, schema: Schema)
    throws(ToolFileError) -> ToolImplementation
  {
    guard let entries = value.arrayValue else {
      throw error(
        at: "/run/replies", "\"replies\" must be an array of {\"when\", \"output\" or \"fail\"}")
    }
    var partial = schema
    partial.json["required"] = nil
    var rules: [ReplyRule] = []
    for (i, entry) in entries.enumerated() {
      let pointer = "/run/replies/\(i)"
      guard let object = entry.objectValue, let when = object["when"],
        (object["output"] == nil) != (object["fail"] == nil)
      else {
        throw error(
          at: pointer,
          "a reply needs \"when\" (partial arguments) and either \"output\" or \"fail\" "
            + "(an error message)")
      }
      if let fail = object["fail"], fail.stringValue == nil {
        throw error(at: pointer + "/fail", "\"fail\" must be the error message, as a string")
      }
      if let violation = partial.validate(when).first {
        throw error(
          at: pointer + "/when" + violation.pointer,
          "\"when\" does not match the tool's parameters: \(violation.description)")
      }
      if let message = object["fail"]?.stringValue {
        rules.append(ReplyRule(when: when, failure: message))
      } else {
        rules.append(ReplyRule(when: when, output: object["output"] ?? .null))
      }
    }
    return .replies(rules, default: fallback)
  }

  /// The `run` object for `implementation`, keeping unknown keys of `original` in place.
  static func encode(_ implementation: ToolImplementation, into original: JSONObject) -> JSONObject
  {
    var run = original
    switch implementation {
    case .builtin(let name, let options):
      run["builtin"] = .string(name)
      run["options"] = options.isEmpty && original["options"] == nil ? nil : .object(options)
    case .command(let spec):
      run["command"] = .array(spec.argv.map { .string($0) })
      if original["timeoutSeconds"] != nil || spec.timeoutSeconds != CommandSpec.defaultTimeout {
        run["timeoutSeconds"] = .double(spec.timeoutSeconds)
      }
      if original["env"] != nil || !spec.environment.isEmpty {
        run["env"] = .array(spec.environment.map { .string($0) })
      }
      if original["deterministic"] != nil || !spec.deterministic {
        run["deterministic"] = .bool(spec.deterministic)
      }
    case .reply(let value):
      run["reply"] = value
    case .replies(let rules, let fallback):
      run["replies"] = .array(rules.map(\.json))
      run["default"] = fallback
    case .fail(let message):
      run["fail"] = .string(message)
    case .mcp(let spec):
      run["mcp"] = spec.encoded(over: original["mcp"])
    }
    // A value equal to the original keeps the original's spelling (`10` stays `10.0`).
    for member in original where run[member.key] == member.value {
      run[member.key] = member.value
    }
    return run
  }
}
