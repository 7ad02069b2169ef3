import CallsiteCore
import CallsiteTools
import Testing

@Suite struct ClockToolTests {
  let fixed = ToolRunOptions(date: TestSupport.date("2026-05-01T09:00:00Z"))

  @Test func aFixedDateIsReportedInTheTimeZone() async throws {
    let tool = try TestSupport.builtin("clock", options: fixed)
    let output = try await tool.call(arguments: ["timeZone": "America/New_York"])
    #expect(
      TestSupport.json(output)
        == [
          "timeZone": "America/New_York", "localTime": "2026-05-01T05:00:00-04:00",
          "weekday": "Friday", "utcOffset": "-04:00",
        ])
  }

  @Test func theOutputMatchesItsDeclaredShape() async throws {
    let tool = try TestSupport.builtin("clock")
    let output = try await tool.call(arguments: ["timeZone": "Asia/Tokyo"])
    #expect(TestSupport.violations(output, builtin: "clock").isEmpty)
  }

  @Test func anUnknownTimeZoneIsAnError() async throws {
    let tool = try TestSupport.builtin("clock", options: fixed)
    await #expect(throws: UnknownTimeZoneError(name: "Mars/Olympus")) {
      try await tool.call(arguments: ["timeZone": "Mars/Olympus"])
    }
  }

  @Test func aBadDateOptionIsRejected() {
    #expect(throws: BuiltinOptionError.self) {
      try BuiltinTools.makeTool("clock", options: JSONObject([("date", "yesterday")]))
    }
  }
}
