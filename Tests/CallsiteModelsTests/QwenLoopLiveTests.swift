import CallsiteCore
import CallsiteModels
import Foundation
import Testing

/// Where the loop tests find Qwen2.5-Coder-0.5B-Instruct.
enum QwenLoopServer {
  /// `CALLSITE_QWEN_URL`: llama-server with Qwen2.5-Coder-0.5B-Instruct.
  static var url: String? {
    ProcessInfo.processInfo.environment["CALLSITE_QWEN_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }
}

/// The loop guard and an answer round against llama-server with Qwen2.5-Coder-0.5B-Instruct,
/// an instruction-tuned model that really calls tools. Rounds that must call are sent with
/// `tool_choice` `required`, so what is asserted is the protocol, not the model's choices.
@Suite(
  .serialized,
  .enabled(
    if: QwenLoopServer.url != nil,
    "SKIPPED: CALLSITE_QWEN_URL is not set, so the loop guard and answer rounds were not tested against Qwen2.5-Coder-0.5B-Instruct (make test starts it through scripts/with-llm-server.sh)"
  ))
struct QwenLoopLiveTests {
  /// A tool without arguments: any two calls to it are the same call.
  struct MenuTool: Tool {
    var definition: ToolDefinition {
      ToolDefinition(
        name: "getCoffeeMenu", description: "Get the coffee shop's menu.",
        parameters: Schema(
          json: ["type": "object", "properties": [:], "additionalProperties": false]))
    }
    func call(arguments: JSONValue) async throws -> ToolOutput {
      .text("Latte 4.50, Decaf Latte 4.50, Espresso 3.00")
    }
  }

  func model(toolChoice: String) throws -> OpenAIModel {
    var c = OpenAIConfiguration.fromEnvironment(
      [:], baseURL: QwenLoopServer.url ?? "", model: "qwen2.5-coder-0.5b-instruct")
    c.temperature = 0
    c.seed = 42
    c.maxTokens = 96
    c.maxRetries = 0
    c.toolChoicePolicy = try OpenAIToolChoicePolicy(parsing: toolChoice)
    return OpenAIModel(configuration: c)
  }

  @Test func theLoopGuardStopsACallRepeatedInTheNextRound() async throws {
    let model = try model(toolChoice: "required")
    let session = Session(
      model: model, tools: [MenuTool()], instructions: "Answer with the tools' help.")
    do {
      try await session.respond(to: "Is there anything without caffeine on the menu?")
      Issue.record("the turn ended with a response although every round had to call")
    } catch {
      guard case .repeatedCall(let repeated) = error else { throw error }
      #expect(repeated.tool == "getCoffeeMenu")
      #expect(repeated.round == 2)
    }
    #expect(model.exchanges.lastTurn.count == 2)
    let transcript = await session.transcript
    #expect(
      transcript.entries.map(\.roleName)
        == ["instructions", "prompt", "tool call", "tool output"])
    #expect(transcript.callsite.failures.last?.error.contains("loop guard") == true)
    for r in transcript.callsite.requests {
      print("qwen0.5b loop guard round \(r.round): \(r.usage.map(Self.cache) ?? "no usage")")
    }
  }

  @Test func anAnswerRoundIsSentWithoutToolsAndEndsInText() async throws {
    let model = try model(toolChoice: "required")
    let session = Session(
      model: model, tools: [MenuTool()], instructions: "Answer with the tools' help.")
    await session.setAnswerRound(2)
    try await session.respond(to: "Is there anything without caffeine on the menu?")
    let turn = model.exchanges.lastTurn
    #expect(turn.count == 2)
    #expect(turn.first?.request["tools"]?.arrayValue?.count == 1)
    #expect(turn.last?.request["tools"] == nil)
    #expect(turn.last?.request["tool_choice"] == nil)
    let transcript = await session.transcript
    #expect(transcript.entries.last?.roleName == "response")
    #expect(
      transcript.callsite.requests.map { $0.provenance?.options["answer_round"] } == [nil, true])
    // The earlier messages go again unchanged.
    let first = turn.first?.request["messages"]?.arrayValue ?? []
    let second = turn.last?.request["messages"]?.arrayValue ?? []
    #expect(Array(second.prefix(first.count)).map(\.compactText) == first.map(\.compactText))
    for r in transcript.callsite.requests {
      print("qwen0.5b answer round \(r.round): \(r.usage.map(Self.cache) ?? "no usage")")
    }
  }

  static func cache(_ u: TokenUsage) -> String {
    "prompt \(u.promptTokens), cached_tokens \(u.cachedTokens.map(String.init) ?? "-"), "
      + "cache_n \(u.cacheN.map(String.init) ?? "-")"
  }
}
