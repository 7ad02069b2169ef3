import CallsiteCore
import Foundation

/// `:set date ISO8601`: the date the session records and gives to tools.
enum SetDateCommand: ReplCommand {
  static let spec = CommandSpec(
    "set date", summary: "Fix the date (capture date, clock and forecast tools).",
    help: """
      Fixes the date the session records as its capture date and gives to tools that read
      the clock, so a script gives the same transcript on every run:
      `:set date 2025-06-01T09:00:00Z`.
      """
  ).taking(date)

  static let date = CommandArgument("ISO8601", help: "a date", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let text = try c.required(Self.date)
    guard let date = Playground.parseDate(text) else {
      throw PlaygroundError(
        "\"\(text)\" is not an ISO 8601 date", hint: "type :set date 2025-06-01T09:00:00Z")
    }
    playground.state.setDate(date)
    report.say("date fixed at \(Playground.iso(date))")
    return report
  }
}
