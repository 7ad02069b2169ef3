import CallsiteCore
import CallsiteModels
import Foundation
import Testing

@Suite struct OpenAIExchangeTests {
  @Test func theLastTurnsRequestAndReplyAreKeptExactly() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server)
    _ = try await model.respond(to: OpenAITestSupport.request())
    let exchange = try #require(model.exchanges.last)
    #expect(exchange.request == (try OpenAITestSupport.firstBody(server)))
    #expect(exchange.reply == RecordedReplies.text)
    #expect(exchange.status == 200)
    #expect(exchange.finishReason == "stop")
    #expect(model.exchanges.rawText.contains("\"content\": \"Weather in Paris?\""))
  }

  @Test func theAPIKeyAndURLCredentialsAreMasked() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server) {
      $0.apiKey = "sk-secret-1"
      $0.baseURL =
        $0.baseURL.replacingOccurrences(of: "http://", with: "http://ann:pw-2@")
        + "?api_key=k-3"
    }
    _ = try await model.respond(to: OpenAITestSupport.request())
    let line = try #require(model.exchanges.last).json.compactText
    for secret in ["sk-secret-1", "pw-2", "k-3", "ann"] { #expect(!line.contains(secret)) }
    #expect(line.contains("Bearer ***"))
  }

  @Test func aNewTurnForgetsTheEarlierTurnsExchanges() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(RecordedReplies.openAIToolCall), .json(RecordedReplies.text),
      .json(RecordedReplies.text),
    ])
    let model = OpenAITestSupport.model(server)
    _ = try await model.respond(to: OpenAITestSupport.request())
    _ = try await model.respond(to: OpenAITestSupport.request(OpenAITestSupport.followUp()))
    #expect(model.exchanges.lastTurn.map(\.round) == [1, 2])
    _ = try await model.respond(to: OpenAITestSupport.request())
    #expect(model.exchanges.lastTurn.map(\.round) == [1])
  }

  @Test func theLogGetsOneJSONLinePerExchange() async throws {
    let path = NSTemporaryDirectory() + "callsite-exchanges-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"error":{"message":"busy"}}"#, status: 429), .json(RecordedReplies.text),
    ])
    let recorder = OpenAIExchangeRecorder(log: try OpenAIExchangeLog(path: path))
    let model = OpenAIModel(
      configuration: OpenAITestSupport.model(server).configuration,
      transport: ServerKeepingTransport(server: server, network: NetworkTransport()),
      exchanges: recorder)
    _ = try await model.respond(to: OpenAITestSupport.request())
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    let first = try JSONValue.parse(String(lines[0]))
    #expect(first["status"] == 429)
    #expect(first["attempt"] == 1)
    #expect(try JSONValue.parse(String(lines[1]))["usage"]?["total_tokens"] == 131)
  }

  @Test func aLogInAMissingFolderIsAnErrorNamingTheFile() {
    #expect {
      _ = try OpenAIExchangeLog(path: "/nonexistent-callsite/x.jsonl")
    } throws: { error in
      "\(error)".hasPrefix("/nonexistent-callsite/x.jsonl: error:")
    }
  }

  @Test func aStreamedReplyIsRecordedAsItsEvents() async throws {
    let server = try OpenAILoopbackServer(replies: [.events(RecordedReplies.textStream)])
    let model = OpenAITestSupport.model(server)
    _ = try await model.respond(to: OpenAITestSupport.request())
    let events = try #require(model.exchanges.last?.replyJSON.arrayValue)
    #expect(events.count == 4)
    #expect(events.last == "[DONE]")
  }
}
