import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Each round's whole request, joined from messages written once, is byte for byte the
/// export of the transcript cut at that round, highlighted whole.
@Suite struct RoundRequestHTMLTests {
  /// What the page showed before the requests were joined: the transcript cut before entry
  /// `end` (with the failures recorded after the entries cut off), exported and highlighted.
  static func whole(_ transcript: Transcript, before end: Int) -> String {
    var before = transcript
    let removed = Set(before.entries[end...].map(\.id))
    before.entries.removeSubrange(end...)
    before.callsite.failures.removeAll { removed.contains($0.after) }
    return CodeHTML.json(before.exported(as: .openai))
  }

  /// The transcript shapes from outside Callsite and the course's own transcripts.
  static func transcripts() throws -> [(String, Transcript)] {
    let folders = [
      Repository.fixture("transcript-shapes"),
      Repository.root.appendingPathComponent("content/transcripts"),
    ]
    var out: [(String, Transcript)] = []
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      for name in names where name.hasSuffix(".json") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        out.append((name, try Transcript(jsonText: text)))
      }
    }
    return out
  }

  @Test func everyPrefixAskedInOrderIsTheWholeExportHighlighted() throws {
    let all = try Self.transcripts()
    #expect(all.count > 10)
    for (name, transcript) in all {
      let requests = RoundRequestHTML(transcript)
      for end in 0...transcript.entries.count {
        #expect(
          requests.html(before: end) == Self.whole(transcript, before: end),
          "\(name), before entry \(end)")
      }
    }
  }

  @Test func askingForAnEarlierRoundStartsAgainWithTheSameResult() throws {
    let text = try String(
      contentsOf: Repository.fixture("transcript-shapes/fm27-reasoning-attachments.json"),
      encoding: .utf8)
    let transcript = try Transcript(jsonText: text)
    let requests = RoundRequestHTML(transcript)
    let count = transcript.entries.count
    for end in [count, 2, count - 1, 0, 3] {
      #expect(requests.html(before: end) == Self.whole(transcript, before: end))
    }
  }

  @Test func optionsAndToolsThatChangeBetweenRoundsAreWrittenAgain() throws {
    let transcript = try Transcript(
      jsonText: """
        {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
          {"role": "user", "id": "p1", "contents": [{"type": "text", "id": "s1", "text": "Hi <b>"}], "options": {"temperature": 0.5}},
          {"role": "response", "id": "r1", "contents": [{"type": "text", "id": "s2", "text": "Hello"}]},
          {"role": "instructions", "id": "i", "contents": [{"type": "text", "id": "s3", "text": "Be brief."}],
           "tools": [{"type": "function", "function": {"name": "f", "description": "F.", "parameters": {"type": "object", "properties": {}}}}]},
          {"role": "user", "id": "p2", "contents": [{"type": "text", "id": "s4", "text": "Again"}], "options": {"toolCallingMode": "required"}},
          {"role": "response", "id": "r2", "toolCalls": [{"id": "c1", "name": "f", "arguments": "{}"}]}
        ]}}
        """)
    let requests = RoundRequestHTML(transcript)
    let first = requests.html(before: 1)
    let second = requests.html(before: 4)
    #expect(first == Self.whole(transcript, before: 1))
    #expect(second == Self.whole(transcript, before: 4))
    #expect(first.contains("hl-key\">\"temperature\"") && !first.contains("\"tools\""))
    #expect(second.contains("\"tools\"") && second.contains("\"required\""))
    #expect(!second.contains("\"temperature\""))
  }

  @Test func piecesJoinedAsAnObjectAndAnArrayAreTheWholeValueWritten() throws {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<200 {
      var object = JSONObject()
      for i in 0..<Int(generator.next() % 4) {
        object[JSONHTMLTests.randomString(&generator) + "\(i)"] =
          JSONHTMLTests.randomValue(depth: 1, &generator)
      }
      var items: [JSONValue] = []
      for _ in 0..<Int(generator.next() % 4) {
        items.append(.object(["k": JSONHTMLTests.randomValue(depth: 2, &generator)]))
      }
      object["items"] = .array(items)
      let members = object.members.map { member in
        (
          key: member.key,
          html: member.key == "items"
            ? JSONHTML.array(
              ofContainers: items.map { JSONHTML.bytes($0, indent: 2) }, indent: 1)
            : JSONHTML.bytes(member.value, indent: 1)
        )
      }
      let joined = String(decoding: JSONHTML.object(members, indent: 0), as: UTF8.self)
      #expect(joined == JSONHTML.html(.object(object)))
    }
  }
}
