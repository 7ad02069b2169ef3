public import CallsiteCore

/// A tool file's `"run": {"mcp": {…}}`: which server to start and which of its tools to
/// call.
///
/// `{"command": ["python3", "-m", "mcp_server_time"], "tool": "get_current_time",
/// "env": {"TZ": "UTC"}, "timeoutSeconds": 20}`: relative paths in `command` resolve against
/// the tool file's folder, as for `command` tools; `tool` names the server's tool when it
/// differs from the tool file's `function.name`; `env` sets variables for the server.
public struct MCPServerSpec: Sendable, Equatable {
  /// The server's program and arguments.
  public var command: [String]
  /// The server's name for the tool; `nil` when it is the tool file's name.
  public var tool: String?
  /// Variables set in the server's environment (beyond the few it always gets).
  public var environment: [String: String]
  /// How long one request may take before it is cancelled.
  public var timeoutSeconds: Double
  /// Whether the same arguments always give the same output (for drift checks); `false`
  /// unless the file says so.
  public var deterministic: Bool

  /// The default time limit of one request, in seconds.
  public static let defaultTimeout: Double = 20

  public init(
    command: [String], tool: String? = nil, environment: [String: String] = [:],
    timeoutSeconds: Double = MCPServerSpec.defaultTimeout, deterministic: Bool = false
  ) {
    self.command = command
    self.tool = tool
    self.environment = environment
    self.timeoutSeconds = timeoutSeconds
    self.deterministic = deterministic
  }

  /// Reads the `mcp` object; an error's pointer is relative to it.
  public init(parsing value: JSONValue) throws(SchemaError) {
    guard let object = value.objectValue else {
      throw SchemaError(
        pointer: "",
        message: "\"mcp\" must be an object such as {\"command\": [\"python3\", \"server.py\"]}")
    }
    guard let list = object["command"]?.arrayValue, !list.isEmpty,
      case let command = list.compactMap(\.stringValue), command.count == list.count
    else {
      throw SchemaError(
        pointer: object["command"] == nil ? "" : "/command",
        message: "\"mcp\" needs \"command\", a non-empty array of strings, such as "
          + "[\"python3\", \"-m\", \"mcp_server_time\"]")
    }
    self.init(command: command)
    if let tool = object["tool"] {
      guard let name = tool.stringValue, !name.isEmpty else {
        throw SchemaError(pointer: "/tool", message: "\"tool\" must be the server's tool name")
      }
      self.tool = name
    }
    if let env = object["env"] {
      guard let members = env.objectValue else {
        throw SchemaError(
          pointer: "/env", message: "\"env\" must be an object of variable names and values")
      }
      for member in members {
        guard let text = member.value.stringValue else {
          throw SchemaError(
            pointer: JSONPointer.appending("/env", member.key),
            message: "the value of \(member.key) must be a string")
        }
        environment[member.key] = text
      }
    }
    if let timeout = object["timeoutSeconds"] {
      guard let seconds = timeout.doubleValue, seconds > 0 else {
        throw SchemaError(
          pointer: "/timeoutSeconds", message: "\"timeoutSeconds\" must be a positive number")
      }
      timeoutSeconds = seconds
    }
    if let flag = object["deterministic"] {
      guard let b = flag.boolValue else {
        throw SchemaError(
          pointer: "/deterministic", message: "\"deterministic\" must be true or false")
      }
      deterministic = b
    }
  }

  /// The `mcp` object, keeping the unknown keys and the spelling of `original`.
  public func encoded(over original: JSONValue?) -> JSONValue {
    let before = original?.objectValue ?? JSONObject()
    var object = before
    object["command"] = .array(command.map { .string($0) })
    object["tool"] = tool.map { .string($0) }
    let names = environment.keys.sorted()
    let envOrder = before["env"]?.objectValue?.keys.filter { environment[$0] != nil } ?? []
    let ordered = envOrder + names.filter { !envOrder.contains($0) }
    object["env"] =
      environment.isEmpty && before["env"] == nil
      ? nil : .object(JSONObject(ordered.map { ($0, .string(environment[$0]!)) }))
    if before["timeoutSeconds"] != nil || timeoutSeconds != Self.defaultTimeout {
      object["timeoutSeconds"] = .double(timeoutSeconds)
    }
    if before["deterministic"] != nil || deterministic {
      object["deterministic"] = .bool(deterministic)
    }
    for member in before where object[member.key] == member.value {
      object[member.key] = member.value
    }
    return .object(object)
  }
}
