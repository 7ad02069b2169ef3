/// Why a transport could not complete a request.
public enum HTTPTransportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing listens at the host and port.
  case connectionRefused(host: String, port: Int)
  /// The connection did not open in time.
  case connectTimedOut(host: String, port: Int, seconds: Double)
  /// The host name does not resolve.
  case unknownHost(String)
  /// No byte arrived for this many seconds.
  case readTimedOut(seconds: Double)
  /// The response was longer than the request's `bodyLimit` (in bytes).
  case tooLarge(limit: Int)
  /// Anything else the network reported.
  case failed(String)

  public var description: String {
    switch self {
    case .connectionRefused(let host, let port):
      return "connection to \(host):\(port) refused"
    case .connectTimedOut(let host, let port, let seconds):
      return "could not connect to \(host):\(port) within \(seconds.formattedSeconds)"
    case .unknownHost(let host): return "unknown host \(host)"
    case .readTimedOut(let seconds): return "no data for \(seconds.formattedSeconds)"
    case .tooLarge(let limit): return "the reply is larger than \(limit.formattedBytes)"
    case .failed(let message): return message
    }
  }
}

extension Int {
  /// `16 MB`, `64 KB`, `100 bytes`.
  var formattedBytes: String {
    if self >= 1 << 20, self % (1 << 20) == 0 { return "\(self >> 20) MB" }
    if self >= 1 << 10, self % (1 << 10) == 0 { return "\(self >> 10) KB" }
    return "\(self) bytes"
  }
}

extension Double {
  /// `2 s`, `0.5 s`.
  var formattedSeconds: String {
    self == rounded() && abs(self) < 1e9 ? "\(Int(self)) s" : "\(self) s"
  }
}
