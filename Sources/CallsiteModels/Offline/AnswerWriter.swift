import CallsiteCore

/// Writes the offline model's answers (rules 6–8 of `OfflineModel`): a short Markdown text
/// that restates the outputs and adds nothing of its own.
enum AnswerWriter {
  /// The most scalar fields listed for one object, and items listed for one array.
  static let fieldLimit = 6
  static let itemLimit = 3
  static let itemFieldLimit = 4
  static let lineLimit = 3

  /// The answer after this turn's calls.
  static func summary(of steps: [OfflineTurn.Step]) -> String {
    var parts = ["Here is what the tools returned."]
    for step in steps {
      guard let output = step.output else { continue }
      parts.append(describe(tool: step.tool, output: output, value: step.structured))
    }
    return parts.joined(separator: "\n\n")
  }

  /// The answer when a call failed.
  static func failure(of step: OfflineTurn.Step) -> String {
    var reason = (step.output ?? "").trimmingWhitespace
    if reason.hasPrefix("Error:") { reason = String(reason.dropFirst(6)).trimmingWhitespace }
    return
      "The call to \(step.tool) failed: \(reason.isEmpty ? "it gave no reason" : reason). "
      + "I can't answer without its result."
  }

  /// The answer when no tool fits the prompt.
  static func noTool(tools: [ToolDefinition], unfillable: [(String, [String])]) -> String {
    if let (tool, missing) = unfillable.first {
      return
        "I would use \(tool), but the prompt does not give its "
        + "\(list(missing)) and no other tool provides \(missing.count == 1 ? "it" : "them"), "
        + "so I can't answer this without making something up."
    }
    if tools.isEmpty {
      return "I have no tools in this session, so I can't look this up, and I won't guess."
    }
    return
      "I have no tool for this (I can call \(list(tools.map(\.name)))), "
      + "so I can't answer it without making something up."
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  private static func describe(tool: String, output: String, value: JSONValue?) -> String {
    let json = value ?? (try? JSONValue.parse(output))
    if let object = json?.objectValue, !object.isEmpty {
      return "\(tool) returned: " + describe(object)
    }
    if let array = json?.arrayValue {
      return "\(tool) returned \(array.count) item\(array.count == 1 ? "" : "s")." + items(array)
    }
    let lines = output.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }
      .filter { !$0.isEmpty }
    guard !lines.isEmpty else { return "\(tool) returned nothing." }
    var quoted = lines.prefix(lineLimit).map { "> " + short($0, 160) }
    if lines.count > lineLimit { quoted.append("> …") }
    return "\(tool) returned:\n\n" + quoted.joined(separator: "\n")
  }

  /// Scalars as `key value` pairs, then each array of objects as a short list.
  private static func describe(_ object: JSONObject) -> String {
    let fields = scalars(of: object, limit: fieldLimit, skipLabel: false)
    var text = fields.joined(separator: "; ")
    if let last = text.last, !".!?".contains(last) { text += "." }
    for member in object {
      guard let array = member.value.arrayValue else { continue }
      let name = humanize(member.key)
      if array.isEmpty {
        text += "\n\nNo \(name)."
        continue
      }
      text += "\n\n\(capitalized(name)) (\(array.count)"
      text += array.count > itemLimit ? ", the first \(itemLimit)):" : "):"
      text += items(array)
    }
    return text.trimmingWhitespace
  }

  private static func items(_ array: [JSONValue]) -> String {
    var text = "\n"
    for item in array.prefix(itemLimit) {
      if let o = item.objectValue {
        let label = ["name", "title", "label", "address"].lazy.compactMap { o[$0]?.stringValue }
          .first
        let fields = scalars(of: o, limit: itemFieldLimit, skipLabel: true)
        let body = fields.joined(separator: ", ")
        text +=
          "\n- "
          + [label, body.isEmpty ? nil : body].compactMap { $0 }
          .joined(separator: ": ")
      } else {
        text += "\n- " + scalarText(item)
      }
    }
    return text
  }

  /// Up to `limit` scalar members as `key value`, a `…Unit` member joined to its value,
  /// leaving out ids, times, dates, URLs, icons and long texts (over 60 characters, or 40
  /// in a list item).
  private static func scalars(of object: JSONObject, limit: Int, skipLabel: Bool) -> [String] {
    var result: [String] = []
    let labelKey = ["name", "title", "label", "address"].first { object[$0]?.stringValue != nil }
    for member in object where result.count < limit {
      let words = Words.identifierParts(member.key).map { $0.lowercased() }
      if skipLabel, member.key == labelKey { continue }
      if words.last == "unit", object[String(member.key.dropLast(4))] != nil { continue }
      if words.contains(where: ["id", "time", "date", "url", "icon", "number"].contains) {
        continue
      }
      switch member.value {
      case .array, .object, .null: continue
      case .string(let s) where s.count > (skipLabel ? 40 : 60): continue
      case .bool where skipLabel: continue
      default: break
      }
      var value = scalarText(member.value)
      if let unit = object[member.key + "Unit"]?.stringValue { value += " " + unit }
      result.append("\(humanize(member.key)) \(value)")
    }
    return result
  }

  private static func scalarText(_ value: JSONValue) -> String {
    switch value {
    case .string(let s): return short(s, 80)
    case .bool(let b): return b ? "yes" : "no"
    case .number(let n): return n.text
    default: return short(value.compactText, 80)
    }
  }

  private static func humanize(_ key: String) -> String {
    Words.identifierParts(key).map { $0.count > 1 && $0 == $0.uppercased() ? $0 : $0.lowercased() }
      .joined(separator: " ")
  }

  private static func capitalized(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst()
  }

  private static func short(_ s: String, _ limit: Int) -> String {
    s.count > limit ? String(s.prefix(limit - 1)) + "…" : s
  }
}
