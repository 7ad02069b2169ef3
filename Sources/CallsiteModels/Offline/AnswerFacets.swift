/// The facets a prompt can ask about and the words that name them, for choosing which
/// values of an output answer it (*rain* asks for the precipitation, *cold* for the
/// temperature and its lowest values).
enum AnswerFacets {
  /// Groups of words: a prompt word in a group makes every output key word in it relevant.
  static let groups: [[String]] = [
    [
      "rain", "rainy", "umbrella", "precipitation", "shower", "wet", "storm", "thunderstorm",
      "snow", "dry", "pack",
    ],
    [
      "temperature", "cold", "hot", "warm", "cool", "chilly", "freezing", "heat", "pack",
      "wear", "jacket", "coat", "degree",
    ],
    ["sunny", "sun", "cloudy", "cloud", "clear", "forecast", "weather", "like"],
    ["time", "clock", "hour", "now", "morning", "afternoon", "evening", "night", "late"],
    ["day", "weekday", "date", "today"],
    ["coordinate", "latitude", "longitude", "north", "south", "east", "west", "far", "where"],
    ["weekend", "saturday", "sunday"],
    ["price", "cost", "cheap", "expensive", "afford", "budget"],
  ]

  /// Words that ask for the lowest values of a number rather than the highest.
  static let lowWords: Set<String> = ["cold", "cool", "chilly", "freezing", "cheap", "low"]

  /// A prompt's words and every word they relate to (`groupsOnly`: only the words of the
  /// groups they are in).
  static func expand(_ words: some Sequence<String>, groupsOnly: Bool = false) -> Set<String> {
    var result = Set<String>()
    for w in words {
      if !groupsOnly { result.insert(w) }
      for group in groups where group.contains(w) { result.formUnion(group) }
    }
    return result
  }
}
