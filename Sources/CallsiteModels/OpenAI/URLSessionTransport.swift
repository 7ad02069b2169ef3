import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real network: `URLSession` (FoundationNetworking on Linux).
///
/// The connect timeout is enforced by a TCP probe before the request; the read timeout by a
/// watchdog that cancels the request when no byte has arrived for that long.
public struct URLSessionTransport: HTTPTransport {
  public init() {}

  public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    let port = request.url.port ?? (request.url.scheme == "https" ? 443 : 80)
    let host = request.url.host ?? "localhost"
    // The probe blocks while it waits, so it waits off the cooperative threads.
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      DispatchQueue.global().async {
        done.resume(
          with: Result {
            try TCPProbe.check(host: host, port: port, timeout: request.connectTimeout)
          })
      }
    }
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
    // The watchdog times reads; URLSession's own timer only backs it up.
    urlRequest.timeoutInterval = max(3600, request.readTimeout * 2)
    let receiver = StreamReceiver(readTimeout: request.readTimeout)
    let session = URLSession(
      configuration: .ephemeral, delegate: receiver, delegateQueue: nil)
    let task = session.dataTask(with: urlRequest)
    receiver.task = task
    session.finishTasksAndInvalidate()
    task.resume()
    receiver.startWatchdog()
    return try await withTaskCancellationHandler {
      try await receiver.response()
    } onCancel: {
      task.cancel()
    }
  }
}
