import CallsiteCore
import CallsiteModels
import Testing

/// The offline model over schemas whose `$ref`s go round: a cycle without an object (built
/// in code, since decoding rejects one) is an error naming the `$ref`, and a recursive
/// object is filled as far as the prompt gives values, never forever.
@Suite struct OfflineSchemaCycleTests {
  /// A tool named `addNode` over a schema built in code, without decoding's checks.
  static func tool(_ parameters: String) throws -> ToolDefinition {
    ToolDefinition(
      name: "addNode", description: "Adds a node to the tree",
      parameters: Schema(json: try JSONValue.parse(parameters).objectValue ?? JSONObject()))
  }

  static func request(_ prompt: String, _ tool: ToolDefinition) -> ModelRequest {
    let transcript = Transcript(entries: [
      .prompt(.init(id: "e1", segments: [.text(.init(id: "s1", text: prompt))]))
    ])
    return ModelRequest(transcript: transcript, tools: [tool])
  }

  static let selfReference = ##"""
    {"type": "object", "properties": {"node": {"$ref": "#/$defs/A"}}, "required": ["node"],
     "$defs": {"A": {"anyOf": [{"$ref": "#/$defs/A"}]}}}
    """##

  @Test func aToolWithARefCycleIsAnErrorNamingTheToolAndTheRef() async throws {
    let request = Self.request(#"Add a node "oak""#, try Self.tool(Self.selfReference))
    do {
      _ = try await OfflineModel().respond(to: request)
      Issue.record("expected the turn to fail")
    } catch let error as OfflineModelError {
      let text = error.description
      #expect(text.hasPrefix("the offline model cannot fill the arguments of addNode: "))
      #expect(text.contains(##"/$defs/A/anyOf/0/$ref: $ref "#/$defs/A" leads back to itself"##))
    }
  }

  @Test func aMoveOverARefCycleBuiltInCodeLeavesTheArgumentUnfilled() throws {
    let move = OfflineModel().move(
      for: Self.request(#"Add a node "oak""#, try Self.tool(Self.selfReference)))
    guard case .text(let text) = move else {
      Issue.record("expected a text answer, got \(move)")
      return
    }
    #expect(text.contains("does not give its node"))
  }

  @Test func aRequiredPropertyThatRecursesThroughAnObjectLeavesTheToolUnfilled() throws {
    let list = try Self.tool(
      ##"""
      {"type": "object", "properties": {"head": {"$ref": "#/$defs/Link"}}, "required": ["head"],
       "$defs": {"Link": {"type": "object", "properties": {"label": {"type": "string"},
         "next": {"$ref": "#/$defs/Link"}}, "required": ["label", "next"]}}}
      """##)
    let move = OfflineModel().move(for: Self.request(#"Add a node "oak""#, list))
    guard case .text(let text) = move else {
      Issue.record("expected a text answer, got \(move)")
      return
    }
    #expect(text.contains("does not give its head"))
  }

  @Test func aTreeOfNodesIsFilledWithTheLevelThePromptGives() throws {
    let tree = try Self.tool(
      ##"""
      {"type": "object", "properties": {"root": {"$ref": "#/$defs/Node"}}, "required": ["root"],
       "$defs": {"Node": {"type": "object", "properties": {"label": {"type": "string"},
         "parent": {"$ref": "#/$defs/Node"},
         "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}},
         "required": ["label"]}}}
      """##)
    let move = OfflineModel().move(for: Self.request(#"Add a node "oak""#, tree))
    guard case .toolCalls(let calls) = move else {
      Issue.record("expected a tool call, got \(move)")
      return
    }
    #expect(calls.map(\.arguments) == [#"{"root":{"label":"oak"}}"#])
  }
}
