import CallsiteCore
import CallsiteModels
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback listener that never accepts, with its queue filled so that further connection
/// attempts hang as they do with an unreachable host.
final class FullListener {
  let port: Int
  private var sockets: [Int32] = []

  init() throws {
    let server = try OpenAILoopbackServer(replies: [.json("{}")])
    let free = server.port
    server.stop()
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let fd = socket(AF_INET, stream, 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(free).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 0) == 0 else { throw POSIXError(.EADDRINUSE) }
    sockets.append(fd)
    port = free
    for _ in 0..<4 {
      let client = socket(AF_INET, stream, 0)
      _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      sockets.append(client)
    }
  }

  deinit { for fd in sockets { close(fd) } }
}

@Suite struct OpenAIConnectTimeoutTests {
  @Test func reportsAConnectionThatDoesNotOpenInTime() async throws {
    let listener = try FullListener()
    let configuration = OpenAIConfiguration(
      baseURL: "http://127.0.0.1:\(listener.port)/v1", model: "m", connectTimeout: 0.3)
    await #expect {
      _ = try await OpenAIModel(configuration: configuration).respond(
        to: OpenAITestSupport.request())
    } throws: { error in
      (error as? OpenAIError)?.isConnectionFailure == true
        && "\(error)".contains(
          "could not connect to http://127.0.0.1:\(listener.port)/v1 within 0.3 s")
    }
    withExtendedLifetime(listener) {}
  }
}
