import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// The accept loop's pause after a failed `accept`, and what it reports.
struct SiteServerAcceptBackoffTests {
  @Test func acceptBackoffDoublesFromTenMillisecondsToOneSecond() {
    var backoff = AcceptBackoff()
    let delays = (0..<9).map { _ in backoff.failed(EMFILE).delay }
    #expect(delays == [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1, 1])
  }

  @Test func acceptBackoffStartsAgainAfterASuccess() {
    var backoff = AcceptBackoff()
    _ = backoff.failed(EMFILE)
    _ = backoff.failed(EMFILE)
    backoff.succeeded()
    #expect(backoff.failed(EMFILE).delay == 0.01)
  }

  @Test func acceptBackoffReportsEachKindOfErrorOnce() {
    var backoff = AcceptBackoff()
    let reports = [EMFILE, EMFILE, ECONNABORTED, EMFILE, ECONNABORTED].map {
      backoff.failed($0).report != nil
    }
    #expect(reports == [true, false, true, false, false])
  }

  @Test func runningOutOfDescriptorsIsReportedWithWhatToDo() {
    #expect(AcceptBackoff.message(EMFILE).contains("ulimit -n"))
  }
}
