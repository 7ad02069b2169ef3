import CallsiteCore
import Foundation
import Testing

@testable import CallsiteTools

@Suite struct WeatherToolTests {
  static let raleigh: JSONValue = ["latitude": 35.7796, "longitude": -78.6382]
  static let toronto: JSONValue = ["latitude": 43.6532, "longitude": -79.3832]

  func forecast(_ arguments: JSONValue, date: String? = nil) async throws -> JSONValue {
    let options = ToolRunOptions(date: date.map(TestSupport.date))
    let tool = try TestSupport.builtin("weather", options: options)
    return TestSupport.json(try await tool.call(arguments: arguments))
  }

  @Test func raleighGetsFourteenPeriodsThatMatchTheDeclaredShape() async throws {
    let tool = try TestSupport.builtin("weather")
    let output = try await tool.call(arguments: Self.raleigh)
    #expect(TestSupport.violations(output, builtin: "weather").isEmpty)
    #expect(TestSupport.json(output)["periods"]?.arrayValue?.count == 14)
  }

  @Test func theForecastSaysItIsSimulatedAndWhere() async throws {
    let result = try await forecast(Self.raleigh)
    #expect(result["simulated"] == true)
    #expect(result["location"] == "Raleigh, NC")
  }

  @Test func torontoFailsAsTheServiceDoes() async throws {
    let tool = try TestSupport.builtin("weather")
    let expected = ForecastServiceError(
      status: 404, message: "Data Unavailable For Requested Point",
      url: "https://api.weather.gov/points/43.6532,-79.3832")
    await #expect(throws: expected) { try await tool.call(arguments: Self.toronto) }
  }

  @Test func theServiceErrorDescribesStatusMessageAndURL() {
    let error = ForecastServiceError(
      status: 404, message: "Data Unavailable For Requested Point",
      url: "https://api.weather.gov/points/43.6532,-79.3832")
    #expect(
      error.description
        == "404 Data Unavailable For Requested Point (https://api.weather.gov/points/43.6532,-79.3832)"
    )
    #expect(error.isOutsideCoverage)
  }

  @Test func aPointInTheOceanIsNotCovered() async throws {
    let tool = try TestSupport.builtin("weather")
    await #expect(throws: ForecastServiceError.self) {
      try await tool.call(arguments: ["latitude": 35.0, "longitude": -40.0])
    }
  }

  @Test func theSamePointAndDateGiveTheSameForecast() async throws {
    let first = try await forecast(Self.raleigh)
    let second = try await forecast(Self.raleigh)
    #expect(first == second)
  }

  @Test func periodsStartAtTheReferenceHourAndAlternate() async throws {
    let result = try await forecast(Self.raleigh, date: "2026-05-01T13:00:00Z")
    let periods = try #require(result["periods"]?.arrayValue)
    #expect(periods[0]["name"] == "Today")
    #expect(periods[0]["startTime"] == "2026-05-01T09:00:00-04:00")
    #expect(periods[0]["endTime"] == "2026-05-01T18:00:00-04:00")
    #expect(periods[1]["name"] == "Tonight")
    #expect(periods[2]["name"] == "Saturday")
    #expect(periods[3]["name"] == "Saturday Night")
    #expect(periods.map { $0["isDaytime"] == true } == (0..<14).map { $0 % 2 == 0 })
  }

  @Test func anEveningReferenceStartsWithTonight() async throws {
    let result = try await forecast(Self.raleigh, date: "2026-05-02T01:00:00Z")
    #expect(result["periods"]?.arrayValue?.first?["name"] == "Tonight")
  }

  @Test func winterIsColderThanSummer() async throws {
    func averageHigh(_ date: String) async throws -> Int {
      let periods = try await forecast(Self.raleigh, date: date)["periods"]?.arrayValue ?? []
      let highs = periods.filter { $0["isDaytime"] == true }.compactMap {
        $0["temperature"]?.intValue
      }
      return highs.reduce(0, +) / max(1, highs.count)
    }
    #expect(
      try await averageHigh("2026-01-15T14:00:00Z") + 15 < averageHigh("2026-07-15T14:00:00Z"))
  }

  @Test func theToolFileOptionSetsTheReferenceDate() async throws {
    let file = try ToolFile.parse(
      TestSupport.toolText(
        run: #"{"builtin": "weather", "options": {"referenceDate": "2026-12-24T15:00:00Z"}}"#),
      path: "w.json", baseDirectory: TestSupport.contentTools)
    let tool = try file.makeTool()
    let output = try await tool.call(arguments: Self.raleigh)
    #expect(TestSupport.json(output)["generatedAt"] == "2026-12-24T10:00:00-05:00")
  }
}

@Suite struct ForecastTimestampTests {
  /// The hand-written timestamps match Foundation's ISO 8601 formatter for dates across
  /// four centuries, both sides of 1970, in zones with and without daylight saving time.
  @Test func timestampsMatchFoundationsFormatter() throws {
    let zones = ["America/New_York", "America/Phoenix", "Pacific/Honolulu", "UTC", "Asia/Kolkata"]
    var generator = SystemRandomNumberGenerator()
    for name in zones {
      let zone = try #require(TimeZone(identifier: name))
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = zone
      formatter.formatOptions = [.withInternetDateTime]
      var dates = [0, -1, 951_782_400, 4_107_542_399, -2_208_988_800].map {
        Date(timeIntervalSince1970: Double($0))
      }
      for _ in 0..<300 {
        dates.append(
          Date(
            timeIntervalSince1970: Double(
              Int.random(in: -6_000_000_000...6_000_000_000, using: &generator))))
      }
      for date in dates {
        #expect(ForecastSimulator.timestamp(date, zone) == formatter.string(from: date))
      }
    }
  }
}
