import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@Suite struct ContentToolsTests {
  static let files = [
    ("getCoordinates", "geocode"), ("getWeatherForecast", "weather"),
    ("getCoffeeMenu", "coffeeMenu"), ("searchHouses", "houseSearch"),
    ("pickContact", "contactPicker"), ("getCurrentTime", "clock"),
  ]

  func load(_ name: String) throws -> ToolFile {
    try ToolFile.load(contentsOf: TestSupport.contentTools.appendingPathComponent(name + ".json"))
  }

  @Test(arguments: files)
  func eachCourseToolFileUsesItsBuiltinAndTheCourseDefinition(file: String, builtin: String)
    throws
  {
    let tool = try load(file)
    #expect(tool.definition == BuiltinTools.definition(for: builtin))
    #expect(tool.implementation == .builtin(name: builtin, options: JSONObject()))
  }

  @Test(arguments: files)
  func eachCourseToolFileWritesBackUnchanged(file: String, builtin: String) throws {
    let url = TestSupport.contentTools.appendingPathComponent(file + ".json")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(try load(file).jsonText == text)
  }

  static let samples: [(String, String, JSONValue)] = [
    ("getCoordinates", "geocode", ["location": "Raleigh, NC"]),
    ("getWeatherForecast", "weather", ["latitude": 35.7796, "longitude": -78.6382]),
    ("getCoffeeMenu", "coffeeMenu", ["query": "something with oat milk"]),
    ("searchHouses", "houseSearch", ["filters": [["type": "petFriendly", "value": "yes"]]]),
    ("pickContact", "contactPicker", [:]),
    ("getCurrentTime", "clock", ["timeZone": "America/Chicago"]),
  ]

  @Test(arguments: samples)
  func eachCourseToolFileRunsAndItsOutputHasTheDeclaredShape(
    file: String, builtin: String, arguments: JSONValue
  ) async throws {
    let toolFile = try load(file)
    #expect(toolFile.definition.parameters.validate(arguments).isEmpty)
    let output = try await toolFile.makeTool().call(arguments: arguments)
    #expect(TestSupport.violations(output, builtin: builtin).isEmpty)
  }

  @Test(arguments: files)
  func eachCourseToolFileIsTheBuiltinsDefaultFile(file: String, builtin: String) throws {
    let url = TestSupport.contentTools.appendingPathComponent(file + ".json")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(BuiltinTools.toolFileText(for: builtin) == text)
  }

  @Test func everyBuiltinHasACourseToolFile() {
    #expect(Set(Self.files.map(\.1)) == Set(BuiltinTools.names))
  }

  @Test func theGeocodingFileRunsForRaleigh() async throws {
    let tool = try load("getCoordinates").makeTool()
    let output = try await tool.call(arguments: ["location": "Raleigh, NC"])
    #expect(TestSupport.json(output)["name"] == "Raleigh, NC")
  }

  @Test func theClockFileFollowsTheSessionDate() async throws {
    let options = ToolRunOptions(date: TestSupport.date("2026-05-01T09:00:00Z"))
    let tool = try load("getCurrentTime").makeTool(options: options)
    let output = try await tool.call(arguments: ["timeZone": "UTC"])
    #expect(TestSupport.json(output)["localTime"] == "2026-05-01T09:00:00Z")
  }

  @Test func onlyTheClockIsNotDeterministic() throws {
    for (file, builtin) in Self.files {
      #expect(try load(file).isDeterministic == (builtin != "clock"))
    }
  }

  @Test func builtinSchemasDecodeAsSchemas() throws {
    for name in BuiltinTools.names {
      let definition = try #require(BuiltinTools.definition(for: name))
      _ = try Schema(decoding: definition.parameters.jsonValue)
      let output = try #require(BuiltinTools.outputSchema(for: name))
      _ = try Schema(decoding: output.jsonValue)
    }
  }
}
