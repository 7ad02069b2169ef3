import CallsiteCore
import Foundation
import Testing

@testable import CallsiteModels

/// Plain HTTP goes over Callsite's own socket client, not URLSession (whose Linux build spins
/// a core while it waits for a reply, taking it from a model server on the same machine).
struct NetworkTransportTests {
  @Test func plainHTTPIsCarriedByTheSocketTransportAndHTTPSByURLSession() {
    #expect(NetworkTransport.carrier(for: "http") == .socket)
    #expect(NetworkTransport.carrier(for: "HTTP") == .socket)
    #expect(NetworkTransport.carrier(for: "https") == .urlSession)
  }

  @Test func theRequestGoesOutWithItsLengthNoExpectationAndAClose() throws {
    let url = try #require(URL(string: "http://user:p%40ss@127.0.0.1:8081/v1/chat/completions"))
    let request = HTTPRequest(
      url: url, headers: ["Content-Type": "application/json", "Expect": "100-continue"],
      body: Array(String(repeating: "x", count: 2000).utf8))
    let text = String(decoding: SocketRequestText.bytes(for: request), as: UTF8.self)
    let head = try #require(text.components(separatedBy: "\r\n\r\n").first)
    #expect(head.hasPrefix("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:8081\r\n"))
    #expect(head.contains("\r\nContent-Length: 2000\r\n"))
    #expect(head.contains("\r\nConnection: close"))
    #expect(head.contains("\r\nAuthorization: Basic dXNlcjpwQHNz\r\n"))
    #expect(!head.lowercased().contains("expect"))
  }

  @Test func aHeaderValueWithALineBreakIsLeftOut() throws {
    let url = try #require(URL(string: "http://127.0.0.1:1/v1/models"))
    let request = HTTPRequest(
      url: url, method: "GET", headers: ["Authorization": "Bearer k\r\nX-Evil: 1"])
    let text = String(decoding: SocketRequestText.bytes(for: request), as: UTF8.self)
    #expect(!text.contains("X-Evil"))
    #expect(text == "GET /v1/models HTTP/1.1\r\nHost: 127.0.0.1:1\r\nConnection: close\r\n\r\n")
  }

  @Test func aLargeRequestReachesTheServerWholeWithoutAnExpectation() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server)
    let long = String(repeating: "Paris is lovely. ", count: 400)
    let reply = try await model.respond(
      to: OpenAITestSupport.request(OpenAITestSupport.transcript(prompt: long)))
    #expect(reply.move == .text("It is 18°C and sunny in Paris."))
    let received = try #require(server.requests.first)
    #expect(received.headers["expect"] == nil)
    #expect(received.bodyText.contains(long))
  }

  @Test func aCancelledRequestStopsWaitingForASilentServer() async throws {
    let server = try OpenAILoopbackServer(replies: [.silence(seconds: 30)])
    let model = OpenAITestSupport.model(server) { $0.readTimeout = 60 }
    let turn = Task { try await model.respond(to: OpenAITestSupport.request()) }
    while server.requests.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
    turn.cancel()
    await #expect(throws: CancellationError.self) { _ = try await turn.value }
  }
}
