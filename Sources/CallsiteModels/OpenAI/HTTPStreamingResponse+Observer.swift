extension HTTPStreamingResponse {
  /// The same response, its body shown piece by piece to `observer` as it is read (on the
  /// reader's task): for transports without a reading thread of their own.
  func observed(by observer: @escaping HTTPBodyObserver) -> HTTPStreamingResponse {
    let pieces = Pieces(body.makeAsyncIterator())
    let status = self.status
    let headers = self.headers
    let observed = AsyncThrowingStream<[UInt8], any Error> {
      guard let piece = try await pieces.next() else { return nil }
      observer(status, headers, piece)
      return piece
    }
    return HTTPStreamingResponse(status: status, headers: headers, body: observed)
  }

  /// The body's iterator, which only the one reader of the observed stream advances.
  private final class Pieces: @unchecked Sendable {
    private var iterator: AsyncThrowingStream<[UInt8], any Error>.AsyncIterator

    init(_ iterator: AsyncThrowingStream<[UInt8], any Error>.AsyncIterator) {
      self.iterator = iterator
    }

    func next() async throws -> [UInt8]? { try await iterator.next() }
  }
}
