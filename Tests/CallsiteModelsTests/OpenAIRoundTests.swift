import CallsiteCore
import CallsiteModels
import Foundation
import Testing

/// What a turn's rounds send and keep against a loopback server speaking the wire format:
/// the prompt cache's byte-identical prefix, answer rounds, the loop guard, calls written
/// as text, calls cut off at the token limit, and the cache figures.
@Suite struct OpenAIRoundTests {
  static func call(_ city: String, id: String) -> OpenAILoopbackServer.Reply {
    .json(
      #"{"choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"\#(id)","type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"\#(city)\"}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":80,"completion_tokens":9}}"#
    )
  }

  static func text(_ content: String, extra: String = "") -> OpenAILoopbackServer.Reply {
    .json(
      #"{"choices":[{"index":0,"message":{"role":"assistant","content":"\#(content)"},"finish_reason":"stop"}],"usage":{"prompt_tokens":120,"completion_tokens":11}\#(extra)}"#
    )
  }

  func session(_ server: OpenAILoopbackServer) -> Session {
    Session(
      model: OpenAITestSupport.model(server) { $0.stream = false }, tools: [FixedWeatherTool()],
      instructions: "Use tools.")
  }

  @Test func eachRoundResendsTheEarlierMessagesByteForByte() async throws {
    let server = try OpenAILoopbackServer(replies: [
      Self.call("Paris", id: "a"), Self.call("Rome", id: "b"), Self.text("Both sunny."),
    ])
    try await session(server).respond(to: "Weather in Paris and Rome?")
    let bodies = server.requests.map(\.bodyText)
    #expect(bodies.count == 3)
    for (earlier, later) in zip(bodies, bodies.dropFirst()) {
      // `{"model":…,"messages":[…],"tools":…}`: the later body starts with the earlier
      // one's messages, and what follows them (the tools) is the same bytes.
      let split = try #require(earlier.range(of: #"],"tools":"#))
      let messages = String(earlier[..<split.lowerBound])
      #expect(later.hasPrefix(messages + ","))
      let laterSplit = try #require(later.range(of: #"],"tools":"#))
      #expect(earlier[split.lowerBound...] == later[laterSplit.lowerBound...])
    }
  }

  @Test func anAnswerRoundSendsNoToolsAndIsRecorded() async throws {
    let server = try OpenAILoopbackServer(replies: [
      Self.call("Paris", id: "a"), Self.text("Sunny."),
    ])
    let session = session(server)
    await session.setAnswerRound(2)
    try await session.respond(to: "Weather in Paris?")
    let second = try JSONValue.parse(server.requests[1].bodyText)
    #expect(second["tools"] == nil)
    #expect(second["tool_choice"] == nil)
    let first = try JSONValue.parse(server.requests[0].bodyText)
    #expect(first["tools"]?.arrayValue?.count == 1)
    let records = await session.transcript.callsite.requests
    #expect(records.map { $0.provenance?.options["answer_round"] } == [nil, true])
    #expect(records.last?.provenance?.options["tool_choice"] == nil)
  }

  @Test func theLoopGuardStopsARepeatedCallBeforeItRunsAgain() async throws {
    let server = try OpenAILoopbackServer(replies: [
      Self.call("Paris", id: "a"), Self.call("Paris", id: "b"), Self.text("Sunny."),
    ])
    let session = session(server)
    await #expect {
      try await session.respond(to: "Weather in Paris?")
    } throws: { error in
      guard case .repeatedCall(let r) = error as? TurnError else { return false }
      return r.tool == "getWeather" && r.round == 2
    }
    #expect(server.requests.count == 2)
    let roles = await session.transcript.entries.map(\.roleName)
    #expect(roles == ["instructions", "prompt", "tool call", "tool output"])
  }

  @Test func aCallWrittenAsTextIsKeptAndMarked() async throws {
    let text = #"<tools>{\"name\": \"getWeather\", \"arguments\": {\"city\": \"Paris\"}}</tools>"#
    let server = try OpenAILoopbackServer(replies: [Self.text(text)])
    let session = session(server)
    let response = try await session.respond(to: "Weather in Paris?")
    #expect(
      response.segments.map(\.plainText)
        == [#"<tools>{"name": "getWeather", "arguments": {"city": "Paris"}}</tools>"#])
    let marked = await session.transcript.callsite.unparsedCalls[response.id]
    #expect(marked?.tool == "getWeather")
    #expect(
      marked?.note == "this reply looks like a call to getWeather that the server did not parse")
  }

  @Test func aStreamedCallCutOffAtTheTokenLimitIsExplained() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .events([
        #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"a","type":"function","function":{"name":"getWeather","arguments":"{\"ci"}}]}}]}"#,
        #"{"choices":[{"index":0,"delta":{},"finish_reason":"length"}]}"#,
      ])
    ])
    let session = Session(
      model: OpenAITestSupport.model(server), tools: [FixedWeatherTool()], instructions: "")
    await #expect {
      try await session.respond(to: "Weather in Paris?")
    } throws: { error in
      "\(error)".contains("token limit") && "\(error)".contains("--max-tokens")
    }
  }

  @Test func llamaServersFailureToParseACallIsExplained() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(
        #"{"error":{"code":500,"message":"Failed to parse tool call arguments as JSON: [json.exception.parse_error.101] parse error at line 1, column 12: syntax error while parsing object - unexpected end of input","type":"server_error"}}"#,
        status: 500)
    ])
    let model = OpenAITestSupport.model(server) { $0.maxTokens = 32 }
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      let text = "\(error)"
      return text.contains("token limit (max_tokens 32)") && text.contains("--max-tokens")
    }
    #expect(server.requests.count == 1)
  }

  @Test func llamaServersCacheFigureIsRecordedBesideTheUsage() async throws {
    let server = try OpenAILoopbackServer(replies: [
      Self.text("Sunny.", extra: #","timings":{"cache_n":96,"prompt_n":24}"#)
    ])
    let session = session(server)
    try await session.respond(to: "Weather in Paris?")
    let usage = try #require(await session.transcript.callsite.requests.first?.usage)
    #expect(usage.cacheN == 96)
    #expect(usage.cachedTokens == nil)
    #expect(usage.cacheShare == 0.8)
    let record = try #require(await session.transcript.callsite.requests.first)
    #expect(record.json.value(at: "/usage/cache_n") == 96)
  }

  @Test func aStreamedCacheFigureIsRead() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .events([
        #"{"choices":[{"index":0,"delta":{"content":"Sunny."}}]}"#,
        #"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"timings":{"cache_n":30}}"#,
        #"{"choices":[],"usage":{"prompt_tokens":40,"completion_tokens":3,"prompt_tokens_details":{"cached_tokens":30}}}"#,
      ])
    ])
    let reply = try await OpenAITestSupport.model(server).respond(to: OpenAITestSupport.request())
    #expect(reply.usage?.cachedTokens == 30)
    #expect(reply.usage?.cacheN == 30)
  }
}
