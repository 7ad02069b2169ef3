import CallsiteCore
import Foundation
import Testing

@testable import CallsiteModels

/// A `--log` file on a full disk costs its lines, not the session: the failure is kept to
/// be said once.
@Suite struct OpenAIExchangeLogFailureTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aLogOnAFullDiskDoesNotStopTheClientAndSaysSoOnce() throws {
    let recorder = OpenAIExchangeRecorder(log: try OpenAIExchangeLog(path: "/dev/full"))
    let exchange = OpenAIExchange(round: 1, url: "http://127.0.0.1:1/v1", request: ["model": "m"])
    recorder.record(exchange)
    recorder.record(exchange)
    let problem = try #require(recorder.takeLogProblem())
    #expect(problem.hasPrefix("cannot write the log /dev/full: "))
    #expect(problem.contains("space"))
    #expect(recorder.takeLogProblem() == nil)
    #expect(recorder.lastTurn.count == 1)
  }
}
