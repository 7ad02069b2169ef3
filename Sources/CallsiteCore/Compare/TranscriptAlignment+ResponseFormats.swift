/// The response formats the runs' prompts asked for (`respond(to:generating:)`): a key of
/// the prompt's row, a figure of each run, and a sentence of the summary when they differ.
extension TranscriptAlignment {
  /// The key under which a prompt row compares its response formats.
  public static let responseFormatKey = "responseFormat"

  /// A response format in a word: its schema's name (`Recipe`), else its title, else its
  /// compact JSON; `none` when the prompt asked for text.
  public static func formatName(_ format: JSONValue?) -> String {
    guard let format else { return "none" }
    let schema = format["jsonSchema"]
    if let name = schema?["name"]?.stringValue ?? schema?["schema"]?["title"]?.stringValue
      ?? format["name"]?.stringValue ?? format["title"]?.stringValue
    {
      return name
    }
    return format.compactText
  }

  /// A run's response formats in words: `Recipe`, `none`, or one per prompt (`Recipe, none`).
  public static func formatNames(_ run: ComparedRun) -> String {
    run.responseFormats.isEmpty
      ? "none" : run.responseFormats.map(formatName).joined(separator: ", ")
  }

  /// Whether any run's prompt asked for a response format.
  public var asksForResponseFormats: Bool {
    runs.contains { $0.responseFormats.contains { $0 != nil } }
  }

  /// Whether the runs' prompts asked for different response formats (schemas compared in
  /// their canonical form, so that key order does not count).
  public var responseFormatsDiffer: Bool {
    Set(runs.map { run in run.responseFormats.map { $0?.serialized(.canonical) ?? "" } }).count
      > 1
  }

  /// The response-format key of a prompt row, when any of its prompts asked for one: each
  /// run's format by name, differing when the schemas do.
  static func formatDifference(_ steps: [ComparedStep?]) -> KeyDifference? {
    guard steps.contains(where: { $0?.responseFormat != nil }) else { return nil }
    let canonical = steps.map { $0?.responseFormat?.serialized(.canonical) ?? "" }
    return KeyDifference(
      key: responseFormatKey,
      values: steps.map { step in step.map { formatName($0.responseFormat) } },
      differs: Set(canonical).count > 1)
  }

  /// Whether a row differs only in the response format its prompts asked for.
  func differsOnlyInResponseFormat(_ row: AlignedRow) -> Bool {
    row.status == .differentContent
      && row.content.filter(\.differs).allSatisfy { $0.key == Self.responseFormatKey }
  }
}
