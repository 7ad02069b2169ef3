import CallsiteCore
import Foundation

/// A crude climate for a point: a seasonal temperature curve from the latitude (milder on
/// the Pacific coast) and day-to-day variation drawn from a seeded random source.
struct Climate {
  let latitude: Double
  let longitude: Double

  /// Mean temperature (°F) over the year and half the summer–winter swing.
  var annualMean: Double { 100 - 1.15 * abs(latitude) + (isPacificCoast ? 3 : 0) }
  var amplitude: Double { max(3, 0.75 * (abs(latitude) - 15)) * (isPacificCoast ? 0.55 : 1) }
  var isPacificCoast: Bool { longitude < -117 && longitude > -125 && latitude < 49 }

  static let directions = [
    ("N", "North"), ("NNE", "North northeast"), ("NE", "Northeast"), ("ENE", "East northeast"),
    ("E", "East"), ("ESE", "East southeast"), ("SE", "Southeast"), ("SSE", "South southeast"),
    ("S", "South"), ("SSW", "South southwest"), ("SW", "Southwest"), ("WSW", "West southwest"),
    ("W", "West"), ("WNW", "West northwest"), ("NW", "Northwest"), ("NNW", "North northwest"),
  ]

  /// The NWS-style fields of one period: temperature, precipitation, wind and forecasts.
  func weather(on start: Date, isDaytime: Bool, calendar: Calendar) -> JSONObject {
    let parts = calendar.dateComponents([.year, .month, .day], from: start)
    let dayKey = "\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0)"
    let place =
      "\(ForecastSimulator.coordinate(latitude)),\(ForecastSimulator.coordinate(longitude))"
    var random = SeededRandom(seed: "\(place)|\(dayKey)|\(isDaytime ? "day" : "night")")
    var daily = SeededRandom(seed: "\(place)|\(dayKey)")
    let anomaly = (daily.unit() * 2 - 1) * 6
    let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: start) ?? 1)
    let seasonal = annualMean + amplitude * cos(2 * Double.pi * (dayOfYear - 200) / 365.25)
    let halfRange = 5 + 0.1 * abs(latitude)
    let temperature = Int(
      (isDaytime ? seasonal + halfRange + anomaly : seasonal - halfRange + anomaly * 0.7)
        .rounded())
    let wet = random.unit()
    let chance = wet < 0.55 ? 0 : wet < 0.72 ? 20 : wet < 0.85 ? 40 : wet < 0.94 ? 60 : 80
    let short = Self.shortForecast(
      chance: chance, temperature: temperature, isDaytime: isDaytime, sky: random.int(in: 0...1))
    let low = random.int(in: 2...12)
    let high = low + 5 * random.int(in: 0...2)
    let wind = high > low ? "\(low) to \(high) mph" : "\(low) mph"
    let (direction, directionName) = Self.directions[random.int(in: 0...15)]
    var detailed =
      "\(short), with a \(isDaytime ? "high near" : "low around") \(temperature). "
      + "\(directionName) wind \(wind)."
    if chance > 0 { detailed += " Chance of precipitation is \(chance)%." }
    return JSONObject([
      ("temperature", .int(temperature)),
      ("temperatureUnit", "F"),
      (
        "probabilityOfPrecipitation",
        .object(JSONObject([("unitCode", "wmoUnit:percent"), ("value", .int(chance))]))
      ),
      ("windSpeed", .string(wind)),
      ("windDirection", .string(direction)),
      ("shortForecast", .string(short)),
      ("detailedForecast", .string(detailed)),
    ])
  }

  static func shortForecast(chance: Int, temperature: Int, isDaytime: Bool, sky: Int) -> String {
    let stormy = isDaytime && temperature >= 75
    let text: String
    switch chance {
    case 0: text = isDaytime ? ["Sunny", "Mostly Sunny"][sky] : ["Clear", "Mostly Clear"][sky]
    case 20: text = isDaytime ? "Partly Sunny" : "Partly Cloudy"
    case 40: text = stormy ? "Chance Showers And Thunderstorms" : "Chance Rain Showers"
    case 60: text = stormy ? "Showers And Thunderstorms Likely" : "Rain Showers Likely"
    default: text = stormy ? "Showers And Thunderstorms" : "Rain"
    }
    guard temperature <= 32 else { return text }
    return text.replacingOccurrences(of: "Rain Showers", with: "Snow Showers")
      .replacingOccurrences(of: "Rain", with: "Snow")
  }
}
