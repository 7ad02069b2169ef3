import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// `:tool run NAME reply-default …`: what a `replies` tool returns when no case matches.
@Suite struct ReplyDefaultTests {
  private func run(_ h: Harness, _ name: String = "getWeather") async throws -> JSONValue? {
    try await h.run(":tool show \(name) file")
    return try JSONValue.parse(h.printed.all.last!.text)["run"]
  }

  @Test func replyDefaultSetsTheDefaultBesideTheCases() async throws {
    let h = Harness()
    try await h.run(
      ":tool new getWeather \"Get the weather\"", ":tool arg getWeather city string",
      ":tool run getWeather when {\"city\": \"Paris\"} Sunny",
      ":tool run getWeather reply-default \"No forecast for that city\"")
    #expect(
      try await run(h) == [
        "replies": [["when": ["city": "Paris"], "output": "Sunny"]],
        "default": "No forecast for that city",
      ])
  }

  @Test func addingACaseKeepsTheDefaultTheToolFileGave() async throws {
    let h = Harness()
    try h.write(
      "content/tools/getWeather.json",
      """
      {"type": "function",
       "function": {"name": "getWeather", "description": "Get the weather",
         "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
           "required": ["city"]}},
       "run": {"replies": [{"when": {"city": "Paris"}, "output": "Sunny"}], "default": "None"}}
      """)
    try await h.run(":tool load getWeather", ":tool run getWeather when {\"city\": \"Oslo\"} Rain")
    #expect(try await run(h)?["default"] == "None")
    #expect(try await run(h)?["replies"]?.arrayValue?.count == 2)
  }

  @Test func replyDefaultOnAToolWithoutCasesSaysHowToAddOne() async throws {
    let h = Harness()
    try await h.weatherTool()
    let error = try #require(await h.error(":tool run getWeather reply-default None"))
    #expect(error.message.contains("getWeather runs: reply"))
    #expect(error.hint?.contains(":tool run getWeather when {…} OUTPUT") == true)
  }

  @Test func theNoMatchingReplyErrorNamesTheCommandThatAddsTheDefault() async throws {
    let p = StandardPlayground()
    try await p.run(
      ":tool new getWeather \"Get the weather forecast for a city\"",
      ":tool arg getWeather city string --guide \"The city\"",
      ":tool run getWeather when {\"city\": \"Paris\"} Sunny",
      "What is the weather forecast in \"Oslo\"?")
    #expect(
      p.printed.text.contains(
        "in repl: :tool run getWeather when {\"city\":\"Oslo\"} OUTPUT, or :tool run getWeather reply-default TEXT"
      ))
    #expect(p.printed.of(.note).contains { $0.contains("reply-default TEXT") })
    let failures = await p.playground.transcript.callsite.failures
    #expect(failures.allSatisfy { !$0.error.contains("in repl:") })
    try await p.run(
      ":undo", ":tool run getWeather reply-default \"No forecast\"",
      "What is the weather forecast in \"Oslo\"?")
    #expect(p.printed.text.contains("← getWeather: No forecast"))
  }
}
