import CallsiteCore
import Foundation

/// Simulates a seven-day forecast in the shape of the US National Weather Service API,
/// deterministically from the point, the season and a reference date; points outside the
/// US fail as that service does.
struct ForecastSimulator: Sendable {
  /// The instant the forecast is issued; the first period starts at its hour.
  let referenceDate: Date

  /// 2026-05-01T12:00:00Z, used when neither the tool file nor the session gives a date.
  static let defaultReferenceDate = Date(timeIntervalSince1970: 1_777_636_800)
  /// How far from the nearest US place a point may be and still be covered.
  static let coverageKilometres = 400.0

  /// The `points` URL the real service would be asked first.
  static func pointsURL(latitude: Double, longitude: Double) -> String {
    "https://api.weather.gov/points/\(coordinate(latitude)),\(coordinate(longitude))"
  }

  /// A coordinate with at most four decimals, as the service accepts them.
  static func coordinate(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  func forecast(latitude: Double, longitude: Double) throws(ForecastServiceError) -> JSONValue {
    let url = Self.pointsURL(latitude: latitude, longitude: longitude)
    guard (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else {
      throw ForecastServiceError(status: 400, message: "Invalid Parameter", url: url)
    }
    guard
      let (place, kilometres) = Gazetteer.shared.nearest(latitude: latitude, longitude: longitude),
      place.country == "US", kilometres <= Self.coverageKilometres
    else {
      throw ForecastServiceError(
        status: 404, message: ForecastServiceError.dataUnavailableMessage, url: url)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = USTimeZones.zone(forRegion: place.region)
    let climate = Climate(latitude: latitude, longitude: longitude)
    let start = calendar.dateInterval(of: .hour, for: referenceDate)?.start ?? referenceDate
    let firstDay = calendar.startOfDay(for: start)
    var periods: [JSONValue] = []
    var periodStart = start
    for number in 1...14 {
      let end = Self.nextBoundary(after: periodStart, calendar: calendar)
      let hour = calendar.component(.hour, from: periodStart)
      let isDaytime = (6..<18).contains(hour)
      let dayOffset =
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: periodStart))
        .day ?? 0
      let name = Self.periodName(
        number: number, hour: hour, isDaytime: isDaytime, dayOffset: dayOffset,
        weekday: calendar.component(.weekday, from: periodStart))
      let weather = climate.weather(
        on: periodStart, isDaytime: isDaytime, calendar: calendar)
      var period = JSONObject()
      period["number"] = .int(number)
      period["name"] = .string(name)
      period["startTime"] = .string(Self.timestamp(periodStart, calendar.timeZone))
      period["endTime"] = .string(Self.timestamp(end, calendar.timeZone))
      period["isDaytime"] = .bool(isDaytime)
      for member in weather { period[member.key] = member.value }
      periods.append(.object(period))
      periodStart = end
    }
    return .object(
      JSONObject([
        ("simulated", true),
        (
          "source",
          "Simulated by Callsite in the shape of the National Weather Service forecast; not real weather."
        ),
        ("location", .string(place.displayName)),
        ("generatedAt", .string(Self.timestamp(referenceDate, calendar.timeZone))),
        ("periods", .array(periods)),
      ]))
  }

  /// The next 06:00 or 18:00 local time after `date`.
  static func nextBoundary(after date: Date, calendar: Calendar) -> Date {
    let day = calendar.startOfDay(for: date)
    let tomorrow = calendar.date(byAdding: .day, value: 1, to: day) ?? day
    let candidates = [(day, 6), (day, 18), (tomorrow, 6)].compactMap { base, hour in
      calendar.date(bySettingHour: hour, minute: 0, second: 0, of: base)
    }
    return candidates.first { $0 > date } ?? date.addingTimeInterval(12 * 3600)
  }

  static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  static func periodName(number: Int, hour: Int, isDaytime: Bool, dayOffset: Int, weekday: Int)
    -> String
  {
    if dayOffset == 0 {
      if isDaytime { return number == 1 && hour >= 12 ? "This Afternoon" : "Today" }
      return hour < 6 ? "Overnight" : "Tonight"
    }
    let day = weekdays[(weekday - 1) % 7]
    return isDaytime ? day : day + " Night"
  }

  /// ISO 8601 with the local offset, as the service writes times (`2026-06-01T18:00:00-04:00`).
  ///
  /// Written by hand from the zone's offset: a date formatter costs more to make than the
  /// whole rest of a forecast.
  static func timestamp(_ date: Date, _ zone: TimeZone) -> String {
    let offset = zone.secondsFromGMT(for: date)
    let local = Int((date.timeIntervalSince1970).rounded(.down)) + offset
    var days = local / 86_400
    var seconds = local % 86_400
    if seconds < 0 {
      seconds += 86_400
      days -= 1
    }
    let (year, month, day) = civilDate(daysSince1970: days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var text = "\(year)-\(two(month))-\(two(day))T"
    text += "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
    if offset == 0 { return text + "Z" }
    // Local mean times before standard time had offsets in seconds (-04:56:02).
    let size = abs(offset)
    text += (offset < 0 ? "-" : "+") + "\(two(size / 3600)):\(two(size / 60 % 60))"
    return size % 60 == 0 ? text : text + ":\(two(size % 60))"
  }

  /// The proleptic Gregorian year, month and day of a count of days since 1970-01-01, by
  /// counting 400-year eras of 146,097 days from 0000-03-01.
  static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = daysSince1970 + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
