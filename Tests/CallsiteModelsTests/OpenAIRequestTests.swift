import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIRequestTests {
  private func sendOnce(
    _ transcript: Transcript = OpenAITestSupport.transcript(),
    configure: (inout OpenAIConfiguration) -> Void = { _ in }
  ) async throws -> (JSONValue, OpenAILoopbackServer) {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server, configure: configure)
    _ = try await model.respond(to: OpenAITestSupport.request(transcript))
    return (try OpenAITestSupport.firstBody(server), server)
  }

  @Test func postsToTheChatCompletionsPathUnderTheBaseURL() async throws {
    let (_, server) = try await sendOnce()
    #expect(server.requests.first?.method == "POST")
    #expect(server.requests.first?.path == "/v1/chat/completions")
  }

  @Test func aQueryInTheBaseURLStaysAfterTheChatCompletionsPath() async throws {
    let (_, server) = try await sendOnce { $0.baseURL += "?token=X" }
    #expect(server.requests.first?.path == "/v1/chat/completions?token=X")
  }

  @Test func aBaseURLWithASlashAndAQueryGetsOnePathSeparator() async throws {
    let (_, server) = try await sendOnce { $0.baseURL += "/?token=X&b=2" }
    #expect(server.requests.first?.path == "/v1/chat/completions?token=X&b=2")
  }

  @Test func sendsTheInstructionsAsASystemMessageFirst() async throws {
    let (body, _) = try await sendOnce()
    #expect(body.value(at: "/messages/0") == ["role": "system", "content": "Use tools."])
    #expect(body.value(at: "/messages/1") == ["role": "user", "content": "Weather in Paris?"])
  }

  @Test func sendsAnAssistantToolCallTurnWithEmptyStringContent() async throws {
    let (body, _) = try await sendOnce(OpenAITestSupport.followUp())
    #expect(body.value(at: "/messages/2/role") == "assistant")
    #expect(body.value(at: "/messages/2/content") == "")
    #expect(body.value(at: "/messages/2/tool_calls/0/id") == "call-1")
    #expect(body.value(at: "/messages/2/tool_calls/0/function/arguments") == #"{"city":"Paris"}"#)
  }

  @Test func sendsToolOutputsAsToolMessagesNamingTheCall() async throws {
    let (body, _) = try await sendOnce(OpenAITestSupport.followUp())
    #expect(
      body.value(at: "/messages/3")
        == ["role": "tool", "tool_call_id": "call-1", "content": "18°C, sunny"])
  }

  @Test func sendsTheToolsAsFunctionDefinitions() async throws {
    let (body, _) = try await sendOnce()
    #expect(body.value(at: "/tools/0/type") == "function")
    #expect(body.value(at: "/tools/0/function/name") == "getWeather")
    #expect(body.value(at: "/tools/0/function/parameters/required") == ["city"])
  }

  @Test(arguments: [
    (OpenAIToolChoice.auto, JSONValue.string("auto")),
    (.none, "none"),
    (.required, "required"),
    (
      .function("getWeather"),
      JSONValue.object(JSONObject([("type", "function"), ("function", ["name": "getWeather"])]))
    ),
  ])
  func sendsEachToolChoice(choice: OpenAIToolChoice, expected: JSONValue) async throws {
    let (body, _) = try await sendOnce { $0.toolChoice = choice }
    #expect(body["tool_choice"] == expected)
  }

  @Test func sendsToolChoiceAutoWhenToolsAreOfferedAndNoChoiceIsSet() async throws {
    let (body, _) = try await sendOnce()
    #expect(body["tool_choice"] == "auto")
  }

  @Test func streamsByDefault() async throws {
    let (body, _) = try await sendOnce()
    #expect(body["stream"] == true)
  }

  @Test func sendsSamplingOptionsAndParallelToolCalls() async throws {
    let (body, _) = try await sendOnce {
      $0.temperature = 0.5
      $0.seed = 7
      $0.maxTokens = 64
      $0.parallelToolCalls = false
    }
    #expect(body["temperature"] == 0.5)
    #expect(body["seed"] == 7)
    #expect(body["max_tokens"] == 64)
    #expect(body["parallel_tool_calls"] == false)
    #expect(body["model"] == "test-model")
  }

  @Test func sendsTheAPIKeyAsABearerToken() async throws {
    let (_, server) = try await sendOnce { $0.apiKey = "sk-test-secret" }
    #expect(server.requests.first?.headers["authorization"] == "Bearer sk-test-secret")
  }

  @Test func sendsNoAuthorizationWithoutAKey() async throws {
    let (_, server) = try await sendOnce()
    #expect(server.requests.first?.headers["authorization"] == nil)
  }

  @Test func asksForUsageWhenStreaming() async throws {
    let server = try OpenAILoopbackServer(replies: [.events(RecordedReplies.textStream)])
    let model = OpenAITestSupport.model(server) { $0.stream = true }
    _ = try await model.respond(to: OpenAITestSupport.request())
    let body = try OpenAITestSupport.firstBody(server)
    #expect(body["stream"] == true)
    #expect(body.value(at: "/stream_options/include_usage") == true)
  }
}
