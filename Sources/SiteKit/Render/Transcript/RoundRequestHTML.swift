import CallsiteCore

/// The whole Chat Completions request of each round of one transcript, as highlighted JSON:
/// the body `gen export --format openai` writes for the transcript up to that step.
///
/// Round N's request holds round N−1's messages and a few more, so writing each request
/// whole made a transcript's page cost the square of its length. Here each message is
/// written once (`OpenAIMessages`, `JSONHTML.bytes`) and every later request joins its
/// HTML; the other members (tools, options) are written again only when they differ from
/// the round before. One is made for one rendering of a transcript's steps, which asks for
/// the rounds in order; asking for an earlier round starts again from the first entry.
final class RoundRequestHTML {
  private let transcript: Transcript
  /// The messages of the entries before `next`.
  private var messages = OpenAIMessages()
  private var next = 0
  /// The HTML of each of `messages.settled`, written two levels deep (in `messages`).
  private var settledHTML: [[UInt8]] = []
  /// The last HTML written for each member but `messages`, with its value.
  private var members: [String: (value: JSONValue, html: [UInt8])] = [:]

  init(_ transcript: Transcript) {
    self.transcript = transcript
  }

  /// The request body for the entries before entry `end`, as `CodeHTML.json` writes
  /// `transcript` cut there and exported.
  func html(before end: Int) -> String {
    if end < next {
      messages = OpenAIMessages()
      next = 0
      settledHTML = []
    }
    while next < end {
      messages.append(transcript.entries[next])
      next += 1
    }
    for message in messages.settled.dropFirst(settledHTML.count) {
      settledHTML.append(JSONHTML.bytes(message, indent: 2))
    }
    var items = settledHTML
    if let pending = messages.pending { items.append(JSONHTML.bytes(pending, indent: 2)) }
    let all = messages.all
    let body = OpenAIWire.request(for: cut(before: end), messages: [])
    guard let object = body.objectValue, !all.contains(where: JSONHTML.isScalar) else {
      // Not the shape joined below: write it whole.
      return CodeHTML.json(OpenAIWire.request(for: cut(before: end), messages: all))
    }
    var parts: [(key: String, html: [UInt8])] = []
    for member in object.members {
      if member.key == "messages" {
        parts.append((member.key, JSONHTML.array(ofContainers: items, indent: 1)))
      } else if let last = members[member.key], last.value == member.value {
        parts.append((member.key, last.html))
      } else {
        let html = JSONHTML.bytes(member.value, indent: 1)
        members[member.key] = (member.value, html)
        parts.append((member.key, html))
      }
    }
    return String(decoding: JSONHTML.object(parts, indent: 0), as: UTF8.self)
  }

  /// The transcript up to entry `end`. The failures recorded after the entries cut off
  /// stay: a Chat Completions request is made from the entries alone
  /// (`RoundRequestHTMLTests` holds it to the export of the transcript cut whole).
  private func cut(before end: Int) -> Transcript {
    var before = transcript
    before.entries = Array(transcript.entries[..<end])
    return before
  }
}
