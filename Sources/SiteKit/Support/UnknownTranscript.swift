import CallsiteCore

/// What to say about a transcript name that is not in the folder: the nearest name when
/// one is close (a misspelling), else the names when they are few, else how many there are.
enum UnknownTranscript {
  /// The most names listed in full.
  static let listLimit = 8

  /// `no transcript named "13-curency" in content/transcripts/; did you mean "13-currency"?`
  static func message(_ name: String, known: [String], folder: String) -> String {
    let opening = "no transcript named \"\(name)\" in \(folder)/; "
    if let near = Suggestion.closest(name, among: known) {
      return opening + "did you mean \"\(near)\"?"
    }
    if known.isEmpty { return opening + "there are none yet" }
    if known.count <= listLimit { return opening + "there are: \(known.joined(separator: ", "))" }
    return opening + "there are \(known.count), none close to that name; ls \(folder) lists them"
  }
}
