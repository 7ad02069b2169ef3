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
    case .failed(let message): return message
    }
  }
}

extension Double {
  /// `2 s`, `0.5 s`.
  var formattedSeconds: String {
    self == rounded() && abs(self) < 1e9 ? "\(Int(self)) s" : "\(self) s"
  }
}
