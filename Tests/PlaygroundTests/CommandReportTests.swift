import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A command returns what it has to say; only `Playground.execute` prints it.
@Suite struct CommandReportTests {
  /// The parsed form of a command line.
  private func parsed(_ line: String) throws -> ParsedCommand {
    guard case .command(let c) = try PlaygroundInput.parse(line) else {
      throw PlaygroundError("\(line) is not a command")
    }
    return c
  }

  @Test func aCommandReturnsItsLinesInsteadOfPrintingThem() async throws {
    let s = StandardPlayground()
    let report = try await SetDateCommand.run(
      try parsed(":set date 2026-05-01T13:00:00Z"), on: s.playground)
    #expect(report.lines == [OutputLine(.info, "date fixed at 2026-05-01T13:00:00Z")])
    #expect(report.next == .proceed)
    #expect(s.printed.all.isEmpty)
  }

  @Test func executePrintsTheReportOfTheCommandItRan() async throws {
    let s = StandardPlayground()
    try await s.run(":set date 2026-05-01T13:00:00Z")
    #expect(s.printed.all == [OutputLine(.info, "date fixed at 2026-05-01T13:00:00Z")])
  }

  @Test func quitIsAReportWithNothingToPrint() async throws {
    let s = StandardPlayground()
    let report = try await QuitCommand.run(try parsed(":quit"), on: s.playground)
    #expect(report.next == .quit)
    #expect(report.lines.isEmpty)
  }

  @Test func retryLeavesItsTurnToTheDispatcherAfterItsNote() async throws {
    let s = StandardPlayground()
    try await s.run("What time is it in Tokyo?")
    s.printed.clear()
    let report = try await RetryCommand.run(try parsed(":retry"), on: s.playground)
    #expect(report.lines == [OutputLine(.note, "retrying: What time is it in Tokyo?")])
    #expect(report.turn?.prompt == "What time is it in Tokyo?")
    #expect(report.turn?.recordsPrompt == false)
    #expect(s.printed.all.isEmpty)
  }

  @Test func aHelpersNoteComesBeforeTheCommandsOwnLine() async throws {
    let s = StandardPlayground()
    try await s.run(
      ":tool new getRate \"A rate.\"", ":instructions set \"Call getRate for a rate.\"")
    s.printed.clear()
    try await s.run(":tool rename getRate getPrice")
    #expect(s.printed.all.map(\.kind) == [.note, .info])
    #expect(s.printed.all.last?.text == "renamed getRate to getPrice")
  }
}
