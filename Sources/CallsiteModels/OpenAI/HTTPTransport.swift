public import Foundation

/// One HTTP request, as the OpenAI client hands it to a transport.
public struct HTTPRequest: Sendable, Equatable {
  /// The full URL.
  public var url: URL
  /// `GET`, `POST`, …
  public var method: String
  /// Header fields by name.
  public var headers: [String: String]
  /// The body bytes (empty for none).
  public var body: [UInt8]
  /// Seconds allowed to open the connection.
  public var connectTimeout: Double
  /// Seconds allowed to pass without receiving a byte once the request is sent.
  public var readTimeout: Double
  /// The most bytes of response body a transport reads: past it the request fails with
  /// `HTTPTransportError.tooLarge`, so a server cannot make the client hold a reply of
  /// any size.
  public var bodyLimit: Int

  /// The body limit by default: 16 MB, as many as an MCP line may hold, and about a
  /// thousand times a long Chat Completions reply.
  public static let defaultBodyLimit = 16 << 20

  public init(
    url: URL, method: String = "POST", headers: [String: String] = [:], body: [UInt8] = [],
    connectTimeout: Double = 10, readTimeout: Double = 120,
    bodyLimit: Int = HTTPRequest.defaultBodyLimit
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
    self.connectTimeout = connectTimeout
    self.readTimeout = readTimeout
    self.bodyLimit = bodyLimit
  }
}

/// A whole HTTP response.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// Header fields, names in lower case.
  public var headers: [String: String]
  /// The body bytes.
  public var body: [UInt8]

  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// An HTTP response whose body arrives piece by piece (for Server-Sent Events).
public struct HTTPStreamingResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Header fields, names in lower case.
  public var headers: [String: String]
  /// The body, in the pieces the network delivers.
  public var body: AsyncThrowingStream<[UInt8], any Error>

  public init(
    status: Int, headers: [String: String], body: AsyncThrowingStream<[UInt8], any Error>
  ) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Sees one piece of a response body, with the response's status and header fields (names
/// in lower case): called for each piece in order, before the piece goes into the body
/// stream, on whatever thread read it.
public typealias HTTPBodyObserver =
  @Sendable (_ status: Int, _ headers: [String: String], _ piece: [UInt8]) -> Void

/// The seam between the OpenAI client and the network, so tests can swap the network out.
///
/// Contract: `stream` returns once the status and headers are in; failures to connect or
/// time-outs are thrown as `HTTPTransportError`; a body longer than the request's
/// `bodyLimit` ends with `HTTPTransportError.tooLarge` once the limit is passed.
public protocol HTTPTransport: Sendable {
  /// Sends a request and returns the response as its body arrives.
  func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse
  /// Sends a request and returns the response as its body arrives, each piece shown to
  /// `observer` first. A transport that reads on a thread of its own calls the observer
  /// there, so what the observer prints does not wait for the reader of the body to wake;
  /// the default calls it as the body is read.
  func stream(
    _ request: HTTPRequest, observer: @escaping HTTPBodyObserver
  ) async throws -> HTTPStreamingResponse
  /// Sends a request and returns the whole response.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

extension HTTPTransport {
  /// Observes the body as it is read.
  public func stream(
    _ request: HTTPRequest, observer: @escaping HTTPBodyObserver
  ) async throws -> HTTPStreamingResponse {
    try await stream(request).observed(by: observer)
  }

  /// Collects the streamed body, up to the request's limit.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let response = try await stream(request)
    var body: [UInt8] = []
    for try await piece in response.body {
      body += piece
      if body.count > request.bodyLimit {
        throw HTTPTransportError.tooLarge(limit: request.bodyLimit)
      }
    }
    return HTTPResponse(status: response.status, headers: response.headers, body: body)
  }
}
