import CallsiteCore
import CallsiteModels
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct OpenAIErrorTests {
  @Test func retriesA429AndThenSucceeds() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"error":{"message":"rate limited"}}"#, status: 429), .json(RecordedReplies.text),
    ])
    let reply = try await OpenAITestSupport.model(server).respond(to: OpenAITestSupport.request())
    #expect(reply.move == .text("It is 18°C and sunny in Paris."))
    #expect(server.requests.count == 2)
  }

  @Test func givesUpAfterTheRetriesWithTheServersMessage() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"error":{"message":"model crashed","type":"server_error"}}"#, status: 500)
    ])
    let model = OpenAITestSupport.model(server)
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      let text = "\(error)"
      return text.contains("HTTP 500") && text.contains("model crashed")
        && text.contains("after 3 attempts")
    }
    #expect(server.requests.count == 3)
  }

  @Test func doesNotRetryAClientError() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"detail":"unknown field 'foo'"}"#, status: 400)
    ])
    let model = OpenAITestSupport.model(server)
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)" == "the server answered HTTP 400: unknown field 'foo'"
    }
    #expect(server.requests.count == 1)
  }

  @Test func suggestsAnotherToolChoiceWhenRequiredFailsWith500() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"error":{"message":"","type":"internal_server_error"}}"#, status: 500)
    ])
    let model = OpenAITestSupport.model(server) {
      $0.toolChoice = .required
      $0.maxRetries = 0
    }
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)".contains("(the server gave no message); some servers (llama.cpp's) do not support")
    }
  }

  @Test func reportsAReplyThatIsNotJSON() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .body(status: 200, contentType: "text/html", text: "<html><body>Welcome</body></html>")
    ])
    await #expect {
      _ = try await OpenAITestSupport.model(server).respond(to: OpenAITestSupport.request())
    } throws: { error in
      let text = "\(error)"
      return text.contains("is not JSON") && text.contains("<html><body>Welcome")
    }
  }

  @Test func namesTheAddressAndHowToStartAServerWhenNoneListens() async throws {
    let port = try Self.unusedPort()
    let configuration = OpenAIConfiguration(
      baseURL: "http://127.0.0.1:\(port)/v1", model: "m", connectTimeout: 2)
    await #expect {
      _ = try await OpenAIModel(configuration: configuration).respond(
        to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)"
        == "no server at http://127.0.0.1:\(port)/v1 (connection refused); start one with 'make llm-server' or 'ollama serve'"
    }
  }

  @Test func stopsWaitingWhenTheServerSendsNothing() async throws {
    let server = try OpenAILoopbackServer(replies: [.silence(seconds: 10)])
    let model = OpenAITestSupport.model(server) { $0.readTimeout = 0.3 }
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      (error as? OpenAIError)?.isReadTimeout == true
        && "\(error)".contains("sent nothing for 0.3 s")
    }
  }

  @Test func aRefusedToolChoiceSaysWhatToSetInstead() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(
        #"{"error":{"code":400,"message":"Invalid tool_choice: getWeather","type":"invalid_request_error"}}"#,
        status: 400)
    ])
    let model = OpenAITestSupport.model(server) {
      $0.toolChoicePolicy = .init([.function("getWeather")])
    }
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)".contains("Invalid tool_choice") && "\(error)".contains(":set tool-choice required")
    }
  }

  @Test func keepsTheAPIKeyOutOfErrors() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"error":{"message":"invalid key"}}"#, status: 401)
    ])
    let model = OpenAITestSupport.model(server) { $0.apiKey = "sk-very-secret" }
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)".contains("check OPENAI_API_KEY") && !"\(error)".contains("sk-very-secret")
    }
  }

  @Test func keepsCredentialsInTheBaseURLOutOfErrors() async throws {
    let port = try Self.unusedPort()
    let configuration = OpenAIConfiguration(
      baseURL: "http://user:hunter2@127.0.0.1:\(port)/v1", model: "m")
    await #expect {
      _ = try await OpenAIModel(configuration: configuration).respond(
        to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)".contains("no server at http://127.0.0.1:\(port)/v1")
        && !"\(error)".contains("hunter2")
    }
  }

  @Test func rejectsABaseURLThatIsNotHTTP() async throws {
    let configuration = OpenAIConfiguration(baseURL: "127.0.0.1:8080", model: "m")
    await #expect {
      _ = try await OpenAIModel(configuration: configuration).respond(
        to: OpenAITestSupport.request())
    } throws: { error in
      "\(error)".contains("is not an http(s) URL")
    }
  }

  /// A loopback port nothing listens on: bound, read, and released.
  static func unusedPort() throws -> Int {
    let server = try OpenAILoopbackServer(replies: [.json("{}")])
    let port = server.port
    server.stop()
    return port
  }
}
