import CallsiteCore
import CallsiteModels
import Foundation
import Testing

/// The client against a real llama.cpp server (`scripts/llm-server.sh start`), run when
/// `CALLSITE_LLAMA_URL` names it. The model is a 270M base model: these tests check the
/// shape of its replies, never what its text says. Serialized: the server breaks off a
/// streamed reply when another request arrives.
extension LlamaCppPythonServer {
  @Suite(
    .serialized,
    .enabled(
      if: LlamaServer.baseURL != nil,
      "set CALLSITE_LLAMA_URL (make test starts a llama.cpp server and sets it)"))
  struct OpenAILlamaIntegrationTests {
    private func model(configure: (inout OpenAIConfiguration) -> Void = { _ in }) -> OpenAIModel {
      var c = OpenAIConfiguration.fromEnvironment(
        [:], baseURL: LlamaServer.baseURL, model: "gemma-3-270m", preset: .llamaCpp)
      c.temperature = 0
      c.seed = 42
      c.maxTokens = 48
      c.readTimeout = 120
      c.maxRetries = 0
      // Whole replies: llama-cpp-python reports usage only in them.
      c.stream = false
      configure(&c)
      return OpenAIModel(configuration: c)
    }

    private func calls(_ reply: ModelReply) -> [ProposedToolCall] {
      if case .toolCalls(let calls) = reply.move { return calls }
      Issue.record("expected tool calls, got \(reply.move)")
      return []
    }

    private func validArguments(_ call: ProposedToolCall) -> Bool {
      guard let value = try? JSONValue.parse(call.arguments) else { return false }
      return OpenAITestSupport.weather.parameters.validate(value).isEmpty
    }

    @Test func aNamedToolChoiceGivesACallWithValidArgumentsAndUsage() async throws {
      let reply = try await model { $0.toolChoice = .function("getWeather") }
        .respond(to: OpenAITestSupport.request())
      let calls = calls(reply)
      #expect(calls.map(\.name) == ["getWeather"])
      #expect(calls.allSatisfy(validArguments))
      #expect((reply.usage?.promptTokens ?? 0) > 0)
      #expect((reply.usage?.completionTokens ?? 0) > 0)
    }

    @Test func aStreamedNamedToolCallIsAssembled() async throws {
      let reply = try await model {
        $0.toolChoice = .function("getWeather")
        $0.stream = true
      }.respond(to: OpenAITestSupport.request())
      let calls = calls(reply)
      #expect(calls.map(\.name) == ["getWeather"])
      #expect(calls.allSatisfy(validArguments))
    }

    @Test func toolChoiceNoneGivesText() async throws {
      let reply = try await model { $0.toolChoice = OpenAIToolChoice.none }
        .respond(to: OpenAITestSupport.request())
      guard case .text = reply.move else {
        Issue.record("expected text, got \(reply.move)")
        return
      }
      #expect((reply.usage?.promptTokens ?? 0) > 0)
    }

    @Test func streamedTextIsJoined() async throws {
      let reply = try await model {
        $0.toolChoice = OpenAIToolChoice.none
        $0.stream = true
      }.respond(to: OpenAITestSupport.request())
      guard case .text = reply.move else {
        Issue.record("expected text, got \(reply.move)")
        return
      }
    }

    @Test func aFollowUpWithToolCallsAndToolOutputsIsAccepted() async throws {
      let reply = try await model { $0.toolChoice = OpenAIToolChoice.none }
        .respond(to: OpenAITestSupport.request(OpenAITestSupport.followUp()))
      guard case .text = reply.move else {
        Issue.record("expected text, got \(reply.move)")
        return
      }
    }

    @Test func aSessionTurnCallsTheToolAndAnswers() async throws {
      let backend = CallThenAnswer(
        call: model { $0.toolChoice = .function("getWeather") },
        answer: model { $0.toolChoice = OpenAIToolChoice.none })
      let session = Session(
        model: backend, tools: [FixedWeatherTool()], instructions: "Answer with the tool's help.")
      _ = try await session.respond(to: "What is the weather in Paris?")
      let roles = await session.transcript.entries.map(\.roleName)
      #expect(roles == ["instructions", "prompt", "tool call", "tool output", "response"])
      let tokens = await session.transcript.callsite.tokens.values.filter { $0.source == .reported }
      #expect(!tokens.isEmpty)
    }

    @Test func requiredToolChoiceGivesACallOrAClearError() async throws {
      do {
        let reply = try await model { $0.toolChoice = .required }
          .respond(to: OpenAITestSupport.request())
        #expect(calls(reply).allSatisfy { $0.name == "getWeather" })
      } catch let error as OpenAIError {
        #expect(error.status == 500)
        #expect("\(error)".contains("tool_choice \"required\""))
      }
    }

    @Test func streamingWithAutoToolChoiceGivesAReplyOrAClearError() async throws {
      do {
        let reply = try await model {
          $0.toolChoice = .auto
          $0.stream = true
        }.respond(to: OpenAITestSupport.request())
        if case .toolCalls(let calls) = reply.move { #expect(!calls.isEmpty) }
      } catch let error as OpenAIError {
        #expect("\(error)".contains("without a reply"))
      }
    }
  }

}

/// Asks one model while the turn's last entry is the prompt, another once outputs are in:
/// a forced tool call, then an answer.
struct CallThenAnswer: LanguageModel {
  let call: OpenAIModel
  let answer: OpenAIModel
  var provenance: Provenance { call.provenance }

  func respond(to request: ModelRequest) async throws -> ModelReply {
    if case .prompt? = request.transcript.entries.last {
      return try await call.respond(to: request)
    }
    return try await answer.respond(to: request)
  }
}

/// Where the integration tests find the server.
enum LlamaServer {
  /// `CALLSITE_LLAMA_URL`, such as `http://127.0.0.1:8080/v1`.
  static var baseURL: String? {
    ProcessInfo.processInfo.environment["CALLSITE_LLAMA_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
