import CallsiteCore
import CallsiteModels
import CallsiteTools
import Foundation

/// The natural-prompt set (`Tests/Fixtures/offline-prompts/prompts.json`) and how one case
/// is run and scored against the offline model.
struct NaturalPromptSet {
  /// One prompt, the calls a competent model would make, and the answer's key values.
  struct Case {
    var prompt: String
    var tools: String
    var policy: ToolErrorPolicy
    var calls: [(tool: String, arguments: JSONValue?)]
    var answer: [String]
  }

  /// How one case went.
  struct Result {
    var rightTools: Bool
    var rightArguments: Bool
    var answerHasValues: Bool
    var detail: String
  }

  let cases: [Case]
  /// Cases written after the rules were tuned on `cases`, and not tuned on.
  let heldOut: [Case]
  /// A new author's own tools (currency and unit converters), written before the rules for
  /// them: money named in words and signs, codes, units by abbreviation.
  let author: [Case]

  /// The instant every case runs at (the clock reports it, the forecast starts from it).
  static let date = Date(timeIntervalSince1970: 1_777_636_800)  // 2026-05-01T12:00:00Z

  init() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/offline-prompts/prompts.json")
    let json = try JSONValue.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    cases = Self.cases(json["cases"])
    heldOut = Self.cases(json["heldOut"])
    author = Self.cases(json["author"])
  }

  private static func cases(_ json: JSONValue?) -> [Case] {
    (json?.arrayValue ?? []).map { c in
      Case(
        prompt: c["prompt"]?.stringValue ?? "", tools: c["tools"]?.stringValue ?? "course",
        policy: c["policy"]?.stringValue == "report" ? .report : .fail,
        calls: (c["calls"]?.arrayValue ?? []).map {
          ($0["tool"]?.stringValue ?? "", $0["arguments"])
        },
        answer: (c["answer"]?.arrayValue ?? []).compactMap(\.stringValue))
    }
  }

  /// The tools a set names, joined by `+`: `course` for the course's six builtins (fresh, in
  /// the order `BuiltinTools.names` lists them), `convertUnits`, `convertCurrency` (codes as
  /// strings) and `exchangeMoney` (codes as an enum).
  static func tools(_ set: String) throws -> [any Tool] {
    var tools: [any Tool] = []
    for name in set.split(separator: "+") {
      switch name {
      case "course":
        tools += try BuiltinTools.names.map {
          try BuiltinTools.makeTool($0, runOptions: ToolRunOptions(date: date))
        }
      case "convertUnits": tools.append(UnitConverterTool())
      case "convertCurrency": tools.append(CurrencyConverterTool())
      case "exchangeMoney": tools.append(CurrencyConverterTool(enumCodes: true))
      default: continue
      }
    }
    return tools
  }

  /// Runs a case in a fresh session and scores it.
  static func run(_ c: Case) async throws -> Result {
    let session = Session(
      model: OfflineModel(placeTimeZone: PlaceTimeZones.identifier(forPlace:)),
      tools: try tools(c.tools),
      instructions: "You are a helpful assistant. Use the tools when they help.", policy: c.policy)
    var answer = ""
    do {
      try await session.respond(to: c.prompt)
    } catch {
      answer = "error: \(error)"
    }
    let transcript = await session.transcript
    var made: [(String, JSONValue)] = []
    var outputs: [String: String] = [:]
    for entry in transcript.entries {
      switch entry {
      case .toolCalls(let calls):
        made += calls.calls.map { ($0.name, (try? JSONValue.parse($0.arguments)) ?? .null) }
      case .toolOutput(let out):
        outputs[out.toolName] = out.segments.map(\.plainText).joined()
      case .response(let r):
        answer = r.segments.map(\.plainText).joined()
      default: continue
      }
    }
    let rightTools = made.map(\.0) == c.calls.map(\.tool)
    let rightArguments =
      rightTools
      && zip(made, c.calls).allSatisfy { m, e in e.arguments.map { matches(m.1, $0) } ?? true }
    let wanted = c.answer.map { $0 == "$contact" ? (outputs["pickContact"] ?? "?") : $0 }
    let answerHasValues =
      !answer.hasPrefix("error:")
      && wanted.allSatisfy { answer.lowercased().contains($0.lowercased()) }
      && (!c.calls.isEmpty || made.isEmpty)
    let detail =
      "\(rightTools ? "T" : "-")\(rightArguments ? "A" : "-")\(answerHasValues ? "V" : "-") "
      + "\(c.prompt)\n    calls: "
      + made.map { "\($0.0) \($0.1.compactText)" }.joined(separator: "; ")
      + "\n    answer: \(answer.replacingOccurrences(of: "\n", with: " / "))"
    return Result(
      rightTools: rightTools, rightArguments: rightArguments, answerHasValues: answerHasValues,
      detail: detail)
  }

  /// Whether sent arguments match the expected ones: every expected key present and equal
  /// (strings without regard to case, numbers by value, `anyOf` any member, filter lists as
  /// sets), and no unexpected required-looking key beyond `note`.
  static func matches(_ sent: JSONValue, _ expected: JSONValue) -> Bool {
    if let options = expected["anyOf"]?.arrayValue { return options.contains { matches(sent, $0) } }
    switch (sent, expected) {
    case (.string(let a), .string(let b)): return a.lowercased() == b.lowercased()
    case (.array(let a), .array(let b)):
      return a.count == b.count && b.allSatisfy { e in a.contains { matches($0, e) } }
    case (.object(let a), .object(let b)):
      let extra = a.keys.filter { b[$0] == nil && $0 != "note" }
      return extra.isEmpty && b.allSatisfy { m in a[m.key].map { matches($0, m.value) } ?? false }
    default: return sent == expected
    }
  }
}

extension NaturalPromptSet {
  /// One prompt through a fresh session with the course's tools (and the converter), with
  /// the gazetteer's time zones, at `date`.
  static func transcript(
    _ prompt: String, tools: String = "course+convertUnits",
    instructions: String = "You are a helpful assistant.", policy: ToolErrorPolicy = .fail
  ) async throws -> Transcript {
    let session = Session(
      model: OfflineModel(placeTimeZone: PlaceTimeZones.identifier(forPlace:)),
      tools: try Self.tools(tools), instructions: instructions, policy: policy)
    try await session.respond(to: prompt)
    return await session.transcript
  }
}
