import CallsiteCore
import CallsiteModels
import Foundation
import Synchronization
import Testing

/// The protocol checks that run against each real server (`LlamaCppPythonLiveTests`,
/// `LlamaServerLiveTests`, `QwenLiveTests`). The models are the pretrained Gemma 3 270M and
/// the instruction-tuned Qwen2.5-Coder 0.5B: the checks assert what went over the wire and
/// how the client assembled it, never what the model chose to say.
struct LiveServerChecks {
  /// The server's base URL, such as `http://127.0.0.1:8080/v1`.
  let baseURL: String
  /// The model name sent (llama-server answers with its one model whatever it is).
  var model = "gemma-3-270m"

  func configuration(_ configure: (inout OpenAIConfiguration) -> Void = { _ in })
    -> OpenAIConfiguration
  {
    var c = OpenAIConfiguration.fromEnvironment([:], baseURL: baseURL, model: model)
    c.temperature = 0
    c.seed = 42
    c.maxTokens = 16
    c.readTimeout = 300
    c.maxRetries = 0
    configure(&c)
    return c
  }

  /// A session turn under `getWeather,auto`: round 1 is sent with the named tool and comes
  /// back as a call; every later round is sent with `auto` and the tools. Whether the model
  /// then calls again or answers is its choice, so either ending is accepted.
  func forcedFirstCallThenAuto() async throws {
    let model = OpenAIModel(
      configuration: configuration {
        $0.toolChoicePolicy = try! OpenAIToolChoicePolicy(parsing: "getWeather,auto")
      })
    let session = Session(
      model: model, tools: [FixedWeatherTool()], instructions: "Answer with the tool's help.",
      maxRounds: 2)
    var hitTheRoundLimit = false
    do {
      _ = try await session.respond(to: "What is the weather in Paris?")
    } catch {
      // The model called a tool again in the auto round: allowed (stopped by the round
      // limit, or by the loop guard when it repeated its call). Anything else is not.
      switch error {
      case .roundLimit: hitTheRoundLimit = true
      case .repeatedCall: break
      default: throw error
      }
    }
    let turn = model.exchanges.lastTurn
    #expect(turn.count >= 2)
    #expect(turn.first?.request.value(at: "/tool_choice/function/name") == "getWeather")
    #expect(turn.dropFirst().allSatisfy { $0.request["tool_choice"] == "auto" })
    #expect(turn.allSatisfy { $0.request["tools"]?.arrayValue?.count == 1 })
    // A turn that ends at the round limit leaves the transcript as it was before the turn.
    let roles = await session.transcript.entries.map(\.roleName)
    if hitTheRoundLimit {
      #expect(roles == ["instructions"])
    } else {
      #expect(Array(roles.prefix(4)) == ["instructions", "prompt", "tool call", "tool output"])
    }
    #expect(turn.dropFirst().first?.request.value(at: "/messages/3/role") == "tool")
  }

  /// At temperature 0 with a seed, the streamed text equals the whole reply's.
  func streamedTextEqualsTheWholeReply() async throws {
    let request = ModelRequest(
      transcript: OpenAITestSupport.transcript(prompt: "The capital of France is"), tools: [])
    let pieces = Mutex<[String]>([])
    let streamed = try await OpenAIModel(
      configuration: configuration(),
      events: { if case .text(let t) = $0 { pieces.withLock { $0.append(t) } } }
    ).respond(to: request)
    let whole = try await OpenAIModel(configuration: configuration { $0.stream = false })
      .respond(to: request)
    #expect(streamed.move == whole.move)
    guard case .text(let text) = streamed.move else {
      Issue.record("expected text, got \(streamed.move)")
      return
    }
    #expect(pieces.withLock { $0.joined() } == text)
    #expect(pieces.withLock { $0.count } > 1)
  }

  /// A forced call streams its arguments in several deltas; the client delivers it once.
  func aToolCallStreamedInPieces() async throws {
    let calls = Mutex<[ProposedToolCall]>([])
    let model = OpenAIModel(
      configuration: configuration {
        $0.toolChoice = .function("getWeather")
        $0.maxTokens = 24
      },
      events: { if case .toolCall(let c) = $0 { calls.withLock { $0.append(c) } } })
    let reply = try await model.respond(to: OpenAITestSupport.request())
    guard case .toolCalls(let proposed) = reply.move else {
      Issue.record("expected a tool call, got \(reply.move)")
      return
    }
    #expect(proposed.map(\.name) == ["getWeather"])
    #expect(calls.withLock { $0 } == proposed)
    let deltas = (model.exchanges.last?.replyJSON.arrayValue ?? []).filter {
      $0.value(at: "/choices/0/delta/tool_calls/0/function/arguments")?.stringValue?.isEmpty
        == false
    }
    #expect(deltas.count > 1)
  }

  /// The usage the client returns is the server's own: the same numbers as a request made
  /// here by hand with the same body.
  func usageIsTheServersOwn() async throws {
    let model = OpenAIModel(configuration: configuration { $0.stream = false })
    let request = OpenAITestSupport.request()
    let reply = try await model.respond(to: request)
    let url = try #require(URL(string: baseURL + "/chat/completions"))
    let raw = try await NetworkTransport().send(
      HTTPRequest(
        url: url, headers: ["Content-Type": "application/json"],
        body: Array(model.body(for: request).compactText.utf8), readTimeout: 300))
    let usage = try JSONValue.parse(bytes: raw.body)["usage"]
    #expect(reply.usage?.promptTokens == usage?["prompt_tokens"]?.intValue)
    #expect(reply.usage?.completionTokens == usage?["completion_tokens"]?.intValue)
    #expect(reply.usage?.totalTokens == usage?["total_tokens"]?.intValue)
  }

  /// What the client sends for a forced first round, and that it records the reply whatever
  /// it is: llama-server with this GGUF (which has no chat template, so a generic one is
  /// used) leaves the tools out of the prompt and answers with text even when a tool is
  /// named, so the call itself is not asserted here.
  func aForcedFirstRoundIsSentAndRecorded() async throws {
    let model = OpenAIModel(
      configuration: configuration {
        $0.toolChoicePolicy = try! OpenAIToolChoicePolicy(parsing: "getWeather,auto")
      })
    let reply = try await model.respond(to: OpenAITestSupport.request())
    let exchange = try #require(model.exchanges.last)
    #expect(exchange.request.value(at: "/tool_choice/function/name") == "getWeather")
    #expect(exchange.request["tools"]?.arrayValue?.count == 1)
    #expect(exchange.status == 200)
    #expect(exchange.finishReason == reply.finishReason)
    #expect(reply.provenance?.options["round"] == 1)
  }

  /// The server's tokenizer counts, and says so.
  func theTokenizerCounts() async {
    let counter = OpenAITokenCounter(configuration: configuration())
    let tally = await counter.count("What is the weather in Paris?")
    #expect(tally.method == .modelTokenizer)
    #expect(tally.count > 0)
  }
}
