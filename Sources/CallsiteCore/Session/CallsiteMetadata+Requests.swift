extension CallsiteMetadata {
  /// The requests the turns sent, in order (`callsite.requests`); kept with the metadata's
  /// other keys, so transcripts without it read as before.
  public var requests: [RequestRecord] {
    get { extra["requests"]?.arrayValue?.compactMap(RequestRecord.init(json:)) ?? [] }
    set {
      if newValue.isEmpty {
        extra.removeValue(forKey: "requests")
      } else {
        extra["requests"] = .array(newValue.map(\.json))
      }
    }
  }
}
