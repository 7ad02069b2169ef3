import CallsiteCore

/// A schema for tools that take one required string, `city`.
let citySchema = schema([
  "type": "object",
  "properties": ["city": ["type": "string"]],
  "required": ["city"],
  "additionalProperties": false,
])

/// A schema for tools that take a `limit` between 1 and 6.
let limitSchema = schema([
  "type": "object",
  "properties": ["limit": ["type": "integer", "minimum": 1, "maximum": 6]],
  "required": ["limit"],
  "additionalProperties": false,
])

/// A schema from a JSON object literal.
func schema(_ value: JSONValue) -> Schema { Schema(json: value.objectValue ?? JSONObject()) }

/// A tool whose behaviour is a closure, and which counts its calls.
struct ClosureTool: Tool {
  let definition: ToolDefinition
  let counter: CallCounter
  let body: @Sendable (JSONValue) async throws -> ToolOutput

  init(
    _ name: String, schema: Schema = citySchema, counter: CallCounter = CallCounter(),
    body: @escaping @Sendable (JSONValue) async throws -> ToolOutput
  ) {
    self.definition = ToolDefinition(
      name: name, description: "Test tool \(name).", parameters: schema)
    self.counter = counter
    self.body = body
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    await counter.record(definition.name, arguments)
    return try await body(arguments)
  }
}

/// Records the calls tools receive.
actor CallCounter {
  private(set) var calls: [(tool: String, arguments: JSONValue)] = []

  func record(_ tool: String, _ arguments: JSONValue) { calls.append((tool, arguments)) }

  var count: Int { calls.count }
  var toolNames: [String] { calls.map(\.tool) }
}

/// Tracks how many tools run at once and the order they finish in.
actor Overlap {
  private(set) var running = 0
  private(set) var peak = 0
  private(set) var finished: [String] = []

  func enter() {
    running += 1
    peak = max(peak, running)
  }

  func leave(_ name: String) {
    running -= 1
    finished.append(name)
  }

  func hasFinished(_ name: String) -> Bool { finished.contains(name) }
}

/// A one-shot signal a test can wait for.
actor Signal {
  private var fired = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func fire() {
    fired = true
    for w in waiters { w.resume() }
    waiters = []
  }

  func wait() async {
    if fired { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}

/// The error the failing test tools throw.
struct StationOffline: Error, Equatable, CustomStringConvertible {
  var station: String
  var description: String { "station \(station) is offline" }
}
