import CallsiteCore
import Foundation
import Testing

@testable import CallsiteModels

/// A server cannot make the client hold a reply of any size: past the limit the turn fails
/// with an error that names it, streamed or not.
@Suite struct OpenAIReplyLimitTests {
  private func failure(streamed: Bool) async throws -> any Error {
    let server = try OpenAILoopbackServer(replies: [.flood(streamed: streamed, bytes: 40 << 20)])
    let model = OpenAITestSupport.model(server) { $0.stream = streamed }
    do {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } catch {
      return error
    }
    Issue.record("a 40 MB reply was accepted")
    return CancellationError()
  }

  @Test func aWholeReplyPastTheLimitFailsNamingIt() async throws {
    let error = try await failure(streamed: false)
    #expect("\(error)".contains("larger than 16 MB"))
    #expect("\(error)".contains("--max-tokens"))
  }

  @Test func aStreamedReplyPastTheLimitFailsNamingIt() async throws {
    let error = try await failure(streamed: true)
    #expect("\(error)".contains("larger than 16 MB"))
  }

  @Test func aReplysHeadWithoutEndFailsOnceItPassesItsLimit() throws {
    var reader = HTTPResponseReader()
    let line = Array("HTTP/1.1 200 OK\r\nX-Filler: ".utf8)
    #expect(throws: HTTPTransportError.self) {
      _ = try reader.feed(line)
      for _ in 0..<64 { _ = try reader.feed([UInt8](repeating: UInt8(ascii: "a"), count: 4096)) }
    }
  }
}
