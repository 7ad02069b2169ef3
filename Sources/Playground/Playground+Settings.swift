import CallsiteCore
import Foundation

extension Playground {
  /// Marks the session for rebuilding after the instructions or a tool changed.
  func definitionsChanged() {
    sessionIsStale = true
    if transcript.entries.count > 1 {
      say(
        "note: the transcript already has turns; the instructions entry changes at :reset", .note)
    }
  }

  func setContext(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(1)
    let text = try c.argument(0, "a number of tokens")
    guard let n = Int(text.replacingOccurrences(of: ",", with: "")), n > 0 else {
      throw PlaygroundError(
        "the context size must be a positive whole number of tokens, got \"\(text)\"",
        hint: "type :context 4096")
    }
    contextSize = n
    transcript.callsite.contextSize = n
    sessionIsStale = true
    say("context size \(Self.grouped(n)) tokens")
  }

  func setPolicy(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(1)
    let text = try c.argument(0, "fail or report")
    guard let p = ToolErrorPolicy(rawValue: text) else {
      throw PlaygroundError(
        "unknown tool error policy \"\(text)\"",
        hint: "type :on-tool-error fail or :on-tool-error report")
    }
    policy = p
    sessionIsStale = true
    say(
      p == .fail
        ? "a failing tool call ends the turn" : "a failing tool call's error goes back to the model"
    )
  }

  func setDate(_ c: ParsedCommand) throws(PlaygroundError) {
    try c.expectAtMost(1)
    let text = try c.argument(0, "a date")
    guard let date = Self.parseDate(text) else {
      throw PlaygroundError(
        "\"\(text)\" is not an ISO 8601 date", hint: "type :set date 2025-06-01T09:00:00Z")
    }
    fixedDate = date
    sessionIsStale = true
    say("date fixed at \(Self.iso(date))")
  }

  static func parseDate(_ text: String) -> Date? {
    let full = ISO8601DateFormatter()
    if let d = full.date(from: text) { return d }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    return day.date(from: text)
  }

  static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

  /// `1,204`.
  static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return n < 0 ? "-" + out : out
  }

  func setModel(_ c: ParsedCommand) throws(PlaygroundError) {
    guard let kind = c.arguments.first else {
      return say("model: " + model.summary)
    }
    let spec: ModelSpec
    switch kind {
    case "offline":
      try c.expectAtMost(1)
      spec = .offline
    case "manual":
      try c.expectAtMost(1)
      spec = .manual
    case "replay":
      try c.expectAtMost(2)
      let path = resolve(try c.argument(1, "a transcript file"), folder: "transcripts")
      guard FileManager.default.fileExists(atPath: path.path) else {
        throw PlaygroundError(
          "there is no transcript at \(display(path))", hint: "give the path of a transcript file")
      }
      spec = .replay(path: path.path)
    case "openai":
      try c.expectAtMost(1)
      spec = .openai(
        OpenAISettings(
          baseURL: c.options["base-url"], model: c.options["model"],
          temperature: try c.numberOption("temperature"), toolChoice: c.options["tool-choice"]))
    default:
      throw PlaygroundError(
        "unknown model \"\(kind)\"", hint: "choose offline, openai, replay FILE or manual")
    }
    if kind != "openai", !c.options.isEmpty {
      throw PlaygroundError(
        "--\(c.options.keys.sorted()[0]) is an option of :model openai",
        hint: "type :model openai --model NAME")
    }
    if spec != .manual {
      do {
        _ = try environment.makeModel(spec)
      } catch {
        throw PlaygroundError("cannot use that model: \(error)", hint: "see :help model")
      }
    }
    model = spec
    sessionIsStale = true
    say("model: " + spec.summary)
  }

  func queueMove(_ c: ParsedCommand) async throws(PlaygroundError) {
    let move = try AuthorModel.move(c)
    if model != .manual {
      say("note: moves are used by the manual model; choose it with :model manual", .note)
    }
    await moves.append(move)
  }
}
