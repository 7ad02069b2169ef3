import CallsiteCore
import HTMLText

/// A step "on the wire": the same exchange as an OpenAI Chat Completions message, Anthropic
/// Messages content blocks and, for tool calls and outputs, MCP `tools/call` messages, as
/// highlighted JSON in a `<details>` disclosure (which opens without JavaScript).
///
/// A page shows a wire view for every step, so long values are shortened in it: strings of
/// more than `longString` characters keep their first `keptCharacters` and an ellipsis, and
/// arrays of more than `longArray` items keep their first `keptItems` and a count of the
/// rest, and an object or array `deepLevel` levels down whose JSON is longer than `deepSize`
/// bytes is replaced by a count of its members or items. `gen export` writes the same forms
/// whole.
enum WireHTML {
  static let longString = 160
  static let keptCharacters = 100
  static let longArray = 4
  static let keptItems = 3
  static let deepLevel = 3
  static let deepSize = 120

  /// The disclosure for `wire`, with the element id `id`, or an empty string when the step
  /// has no wire form.
  static func render(_ wire: WireStep, anthropicRole: String?, id: String) -> String {
    guard wire.hasForms else { return "" }
    var forms: [(label: String, value: JSONValue)] = []
    if let openai = wire.openai { forms.append(("OpenAI Chat Completions message", openai)) }
    if !wire.anthropic.isEmpty {
      let noun = wire.anthropic.count == 1 ? "content block" : "content blocks"
      let place =
        anthropicRole.map {
          " (in \($0 == "assistant" ? "an" : "a") <code>\($0.htmlEscaped)</code> message)"
        }
        ?? " (the request’s <code>system</code>)"
      forms.append(
        (
          "Anthropic Messages \(noun)\(place)",
          wire.anthropic.count == 1 ? wire.anthropic[0] : .array(wire.anthropic)
        ))
    }
    for message in wire.mcp {
      let kind = message.objectValue?["method"] != nil ? "request" : "result"
      forms.append(("MCP <code>tools/call</code> \(kind)", message))
    }
    var out = "<details class=\"wire\" id=\"\(id.htmlEscaped)\"><summary>On the wire</summary>\n"
    var shortenedAny = false
    for form in forms {
      let (value, shortened) = Self.shortened(form.value)
      shortenedAny = shortenedAny || shortened
      out += "<p class=\"wire-label\">\(form.label)</p>\n"
      out += "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(value))</code></pre>\n"
    }
    if shortenedAny {
      out +=
        "<p class=\"wire-note\">Long values are shortened here (…); <code>gen export</code> writes them whole.</p>\n"
    }
    return out + "</details>\n"
  }

  /// `value` with long strings and arrays shortened, and whether anything was.
  static func shortened(_ value: JSONValue, depth: Int = 0) -> (JSONValue, Bool) {
    switch value {
    case .string(let s):
      guard s.utf8.count > longString, s.count > longString else { return (value, false) }
      return (.string(String(s.prefix(keptCharacters)) + "…"), true)
    case .array(let items):
      if depth >= deepLevel, value.compactText.utf8.count > deepSize {
        return (.string("[… \(items.count) item\(items.count == 1 ? "" : "s")]"), true)
      }
      var changed = items.count > longArray
      let kept = changed ? Array(items.prefix(keptItems)) : items
      var out: [JSONValue] = kept.map { item in
        let (v, c) = shortened(item, depth: depth + 1)
        changed = changed || c
        return v
      }
      if items.count > longArray { out.append(.string("… \(items.count - keptItems) more")) }
      return (.array(out), changed)
    case .object(let object):
      if depth >= deepLevel, value.compactText.utf8.count > deepSize {
        return (.string("{… \(object.count) member\(object.count == 1 ? "" : "s")}"), true)
      }
      var changed = false
      var out = object
      for member in object.members {
        let (v, c) = shortened(member.value, depth: depth + 1)
        if c {
          out[member.key] = v
          changed = true
        }
      }
      return (.object(out), changed)
    default:
      return (value, false)
    }
  }
}

extension WireStep {
  /// Whether the step has a form on the wire (`WireHTML.render` shows one).
  var hasForms: Bool { openai != nil || !anthropic.isEmpty || !mcp.isEmpty }
}
