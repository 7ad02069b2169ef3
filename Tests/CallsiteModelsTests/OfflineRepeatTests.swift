import CallsiteCore
import Testing

@testable import CallsiteModels

/// A point finder and a forecast that echoes its point as whole numbers: the forecast's
/// `35` and the finder's `35.0` are the same value.
private struct PointTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "findPoint", description: "Finds the latitude and longitude of a place",
      parameters: OfflineFixtures.schema(
        #"{"type": "object", "properties": {"place": {"type": "string"}}, "required": ["place"]}"#
      ))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    .text(#"{"latitude": 35.0, "longitude": -78.0}"#)
  }
}

private struct EchoForecastTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "forecast", description: "Gets the weather forecast for a latitude and longitude",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {"latitude": {"type": "number"},
          "longitude": {"type": "number"}}, "required": ["latitude", "longitude"]}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    .text(#"{"latitude": 35, "longitude": -78, "temperature": 70}"#)
  }
}

@Suite struct OfflineRepeatTests {
  @Test func aCallIsTheSameWhenItsNumbersHaveTheSameValue() {
    let transcript = Transcript(entries: [
      .prompt(.init(id: "e1", segments: [.text(.init(id: "s1", text: "42 kilometers in miles"))])),
      .toolCalls(
        .init(
          id: "e2",
          calls: [.init(id: "c1", name: "convertUnits", arguments: #"{"value":42.0,"to":"miles"}"#)]
        )),
    ])
    let turn = OfflineTurn(transcript)
    #expect(turn.alreadyCalled("convertUnits", #"{"value":42,"to":"miles"}"#))
    #expect(!turn.alreadyCalled("convertUnits", #"{"value":42,"to":"feet"}"#))
  }

  @Test func fortyTwoAndFortyTwoPointZeroAreTheSameCall() async throws {
    let t = try await OfflineFixtures.run(
      "What's the weather forecast in Raleigh?", tools: [PointTool(), EchoForecastTool()])
    #expect(
      OfflineFixtures.calls(t) == [
        #"findPoint {"place":"Raleigh"}"#, #"forecast {"latitude":35.0,"longitude":-78.0}"#,
      ])
  }
}

/// A schedule whose dates are out of range, as a broken tool might send them.
private struct BrokenScheduleTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "getSchedule", description: "Get the schedule of events",
      parameters: OfflineFixtures.schema(#"{"type": "object", "properties": {}}"#))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    .text(
      #"{"events": [{"name": "Talk", "start": "2026-00-40T10:00:00"}, "#
        + #"{"name": "Lunch", "start": "2026-13-01T12:00:00"}]}"#)
  }
}

@Suite struct OfflineBadOutputTests {
  @Test func datesOutOfRangeInAnOutputAreWrittenAsTheyCame() async throws {
    let t = try await OfflineFixtures.run(
      "What is on the schedule tomorrow?", tools: [BrokenScheduleTool()])
    #expect(OfflineFixtures.answer(t).contains("Talk"))
  }
}
