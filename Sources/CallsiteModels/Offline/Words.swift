/// The offline model's vocabulary rules: how text becomes comparable words.
///
/// A word is lower-cased, loses a trailing `'s` or contraction, and a plural `s`
/// (`trails` → `trail`, `cities` → `city`). Identifiers split at case changes and
/// underscores (`nearHikingTrails` → `near hiking trail`). Function words (articles,
/// pronouns, prepositions, everyday verbs such as *get*, *find*, *use*) never count as
/// evidence. A few groups of related words count as the same word (see `related`).
enum Words {
  /// The comparable form of one word.
  static func normalize(_ word: String) -> String {
    var w = word.lowercased()
    if let apostrophe = w.firstIndex(where: { $0 == "'" || $0 == "’" }) {
      w = String(w[..<apostrophe])
    }
    if w.count > 4, w.hasSuffix("ies") {
      w = String(w.dropLast(3)) + "y"
    } else if w.count > 4, w.hasSuffix("sses") {
      w = String(w.dropLast(2))
    } else if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"),
      !w.hasSuffix("is")
    {
      w = String(w.dropLast())
    }
    return w
  }

  /// The raw words of a text: runs of letters, digits and apostrophes.
  static func rawWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for c in text {
      if c.isLetter || c.isNumber || ((c == "'" || c == "’") && !current.isEmpty) {
        current.append(c)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The parts of an identifier: `getWeatherForecast` → `get`, `Weather`, `Forecast`;
  /// `maxHOAFee` → `max`, `HOA`, `Fee`; `min_price` → `min`, `price`.
  static func identifierParts(_ name: String) -> [String] {
    var parts: [String] = []
    var current = ""
    let chars = Array(name)
    for (i, c) in chars.enumerated() {
      if !(c.isLetter || c.isNumber) {
        if !current.isEmpty { parts.append(current) }
        current = ""
        continue
      }
      if !current.isEmpty, let last = current.last {
        let next = i + 1 < chars.count ? chars[i + 1] : nil
        let startsWord =
          (c.isUppercase && last.isLowercase)
          || (c.isUppercase && last.isUppercase && (next?.isLowercase ?? false))
          || (c.isNumber != last.isNumber)
        if startsWord {
          parts.append(current)
          current = ""
        }
      }
      current.append(c)
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  /// The normalized content words of a text (identifiers are split first), in order,
  /// without function words.
  static func content(_ text: String) -> [String] {
    rawWords(text).flatMap(identifierParts).map(normalize).filter { !stop.contains($0) }
  }

  /// The normalized words of a text, function words included.
  static func all(_ text: String) -> [String] {
    rawWords(text).flatMap(identifierParts).map(normalize)
  }

  /// A word and the words it stands for: itself, and the head words of every group it is
  /// in (*rain* stands for *weather*, *forecast*, *temperature*; *weather* for the same three,
  /// never for *rain* or *hot*). Members of a group do not stand for one another, so *cold*
  /// does not find *hot* (`hasHotTub`).
  static func expanded(_ word: String) -> [String] {
    var result = [word]
    for group in synonyms where group.contains(word) {
      for other in group where !result.contains(other) { result.append(other) }
    }
    let forms = result
    for group in related
    where forms.contains(where: { group.heads.contains($0) || group.members.contains($0) }) {
      for head in group.heads where !result.contains(head) { result.append(head) }
    }
    return result
  }

  /// Words that stand for one another both ways: a unit and its abbreviations, a currency's
  /// names and its ISO 4217 code (*bucks* for `USD`, `km` for *kilometers*). *Pound* is in
  /// two groups, weight and money; the tool's own words decide which it meets.
  static let synonyms: [[String]] = [
    ["kilometer", "km", "kms", "kilometre"], ["kilogram", "kg", "kgs", "kilo"],
    ["pound", "lb", "lbs"], ["mile", "mi"], ["feet", "foot", "ft"], ["meter", "metre"],
    ["centimeter", "cm", "centimetre"], ["inch", "inche"], ["ounce", "oz"],
    ["celsius", "centigrade"], ["liter", "litre"], ["gallon", "gal"],
    ["usd", "dollar", "buck"], ["eur", "euro"], ["jpy", "yen"],
    ["gbp", "pound", "sterling", "quid"], ["chf", "franc"], ["cny", "yuan", "renminbi", "rmb"],
    ["inr", "rupee"], ["mxn", "peso"], ["cad"], ["aud"],
  ]

  /// Groups of words: head words, which stand for one another, and plain words a reader
  /// uses for them.
  static let related: [(heads: [String], members: [String])] = [
    (
      ["coordinate", "latitude", "longitude"],
      ["lat", "lon", "lng", "north", "south", "east", "west"]
    ),
    (["place", "city", "town", "location", "address", "destination"], []),
    (
      ["weather", "forecast", "temperature"],
      [
        "rain", "umbrella", "snow", "sunny", "cloudy", "cold", "hot", "warm", "chilly", "windy",
        "storm", "pack", "wear", "jacket", "coat", "precipitation",
      ]
    ),
    (["time", "clock", "date"], ["hour", "morning", "afternoon", "evening", "day", "weekday"]),
    (["house", "home", "listing", "property"], []),
    (["price", "cost", "budget"], []),
    (
      ["coffee", "menu"],
      [
        "drink", "decaf", "espresso", "latte", "cappuccino", "mocha", "americano", "macchiato",
        "cortado", "tea", "milk", "caffeine", "beverage", "brew",
      ]
    ),
    (["contact"], ["friend", "someone", "person", "invite", "guest"]),
    (["pick"], ["choose", "select"]),
    (["reset"], ["restart"]),
    (
      ["currency", "money"],
      [
        "usd", "dollar", "buck", "eur", "euro", "jpy", "yen", "gbp", "pound", "sterling", "quid",
        "chf", "franc", "cny", "yuan", "renminbi", "inr", "rupee", "mxn", "peso", "cad", "aud",
        "exchange", "cash",
      ]
    ),
  ]

  /// Phrases that say one word: *start over* means *reset*.
  static let phrases: [([String], String)] = [
    (["start", "over"], "reset"), (["start", "again"], "reset"), (["from", "scratch"], "reset"),
  ]

  /// Function words: never evidence for a tool or a value.
  static let stop: Set<String> = [
    "a", "an", "the", "and", "or", "but", "if", "then", "than", "so", "of", "to", "in", "on",
    "at", "for", "from", "by", "with", "about", "into", "onto", "over", "under", "up", "down",
    "out", "as", "is", "are", "was", "were", "be", "been", "being", "am", "do", "doe", "did",
    "done", "have", "ha", "has", "had", "having", "i", "me", "my", "mine", "we", "u", "us",
    "our", "you", "your", "he", "she", "it", "its", "they", "them", "their", "this", "that",
    "these", "those", "there", "here", "what", "which", "who", "whom", "whose", "when",
    "where", "why", "how", "can", "could", "would", "should", "will", "shall", "may",
    "might", "must", "please", "get", "find", "show", "tell", "give", "use", "using", "used",
    "need", "want", "like", "just", "also", "some", "any", "all", "each", "every", "other",
    "more", "most", "less", "least", "very", "much", "many", "not", "don", "doesn", "didn",
    "isn", "aren", "wasn", "won", "let", "know", "look", "see", "now", "only", "again",
    "user", "named", "name", "tool", "value", "true", "false", "set", "whether", "one",
    "hi", "hello", "thank", "thanks", "ok", "okay", "near", "around", "it", "go", "going",
  ]
}
