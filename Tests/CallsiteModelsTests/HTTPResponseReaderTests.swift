import Testing

@testable import CallsiteModels

/// The HTTP/1.1 reader of the socket transport, fed the bytes of a connection in pieces.
struct HTTPResponseReaderTests {
  private static let chunked = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
      + "7\r\ndata: a\r\n5;ext=1\r\n\n\nxyz\r\n0\r\nTrailer: t\r\n\r\n").utf8)

  /// Feeds `bytes` `size` at a time; returns the head, the body and whether it ended.
  private func read(_ bytes: [UInt8], by size: Int) throws -> (Int?, String, Bool) {
    var reader = HTTPResponseReader()
    var status: Int?
    var body: [UInt8] = []
    var ended = false
    var index = 0
    while index < bytes.count {
      let piece = Array(bytes[index..<min(index + size, bytes.count)])
      index += size
      for event in try reader.feed(piece) {
        switch event {
        case .head(let s, _): status = s
        case .body(let b): body += b
        case .end: ended = true
        }
      }
    }
    return (status, String(decoding: body, as: UTF8.self), ended)
  }

  @Test func aChunkedReplyReadsTheSameInAnyPieces() throws {
    for size in [1, 2, 3, 7, 1000] {
      let (status, body, ended) = try read(Self.chunked, by: size)
      #expect(status == 200)
      #expect(body == "data: a\n\nxyz")
      #expect(ended)
    }
  }

  @Test func aLengthFramedReplyEndsAtItsLength() throws {
    let bytes = Array("HTTP/1.1 404 Not Found\r\nContent-Length: 5\r\n\r\nnope!".utf8)
    let (status, body, ended) = try read(bytes, by: 2)
    #expect(status == 404)
    #expect(body == "nope!")
    #expect(ended)
  }

  @Test func anInterimContinueIsSkipped() throws {
    let bytes = Array(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok".utf8)
    let (status, body, _) = try read(bytes, by: 4)
    #expect(status == 201)
    #expect(body == "ok")
  }

  @Test func aReplyWithNoFramingEndsWhenTheConnectionCloses() throws {
    var reader = HTTPResponseReader()
    let events = try reader.feed(Array("HTTP/1.0 200 OK\r\nX-A: 1\r\n\r\nall".utf8))
    #expect(events == [.head(status: 200, headers: ["x-a": "1"]), .body(Array("all".utf8))])
    #expect(try reader.finish() == [.end])
  }

  @Test func aReplyCutShortIsAnError() throws {
    var reader = HTTPResponseReader()
    _ = try reader.feed(Array("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc".utf8))
    #expect(throws: HTTPTransportError.self) { try reader.finish() }
  }

  @Test func aReplyThatIsNotHTTPIsAnErrorQuotingItsFirstLine() throws {
    var reader = HTTPResponseReader()
    #expect {
      _ = try reader.feed(Array("SSH-2.0-OpenSSH\r\n\r\n".utf8))
    } throws: { error in
      "\(error)".contains("\"SSH-2.0-OpenSSH\"")
    }
  }
}
