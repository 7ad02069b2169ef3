import CallsiteCore
import Testing

/// The offline model measured on prompts written as a reader would ask them.
@Suite struct NaturalPromptScoreTests {
  /// A set's scores: right tools, right arguments, answers with the key values.
  struct Score {
    var tools = 0
    var arguments = 0
    var answers = 0
    var count = 0
    var report: [String] = []
    var dumps = 0

    var line: String {
      "right tool \(tools)/\(count), right arguments \(arguments)/\(count), "
        + "answer with key values \(answers)/\(count)"
    }
  }

  static func score(_ cases: [NaturalPromptSet.Case]) async throws -> Score {
    var s = Score()
    for c in cases {
      let r = try await NaturalPromptSet.run(c)
      s.tools += r.rightTools ? 1 : 0
      s.arguments += r.rightArguments ? 1 : 0
      s.answers += r.answerHasValues ? 1 : 0
      s.dumps += r.detail.contains("returned") ? 1 : 0
      s.count += 1
      s.report.append(r.detail)
    }
    return s
  }

  @Test func theNaturalPromptSetScoresAtLeastTheFloor() async throws {
    let set = try NaturalPromptSet()
    #expect(set.cases.count >= 30)
    let s = try await Self.score(set.cases)
    print(s.report.joined(separator: "\n"))
    print("natural prompts (\(s.count), tuned on): " + s.line)
    #expect(s.tools >= 35)
    #expect(s.arguments >= 35)
    #expect(s.answers >= 34)
    #expect(s.dumps == 0)
  }

  @Test func theHeldOutPromptsScoreAtLeastTheirFloor() async throws {
    let set = try NaturalPromptSet()
    let s = try await Self.score(set.heldOut)
    print(s.report.joined(separator: "\n"))
    print("held-out prompts (\(s.count), not tuned on): " + s.line)
    #expect(s.tools >= 10)
    #expect(s.arguments >= 9)
    #expect(s.answers >= 10)
    #expect(s.dumps == 0)
  }

  @Test func theAuthorPromptsScoreAtLeastTheirFloor() async throws {
    let set = try NaturalPromptSet()
    #expect(set.author.count >= 20)
    let s = try await Self.score(set.author)
    print(s.report.joined(separator: "\n"))
    print("author prompts (\(s.count), a new author's tools): " + s.line)
    #expect(s.tools >= 22)
    #expect(s.arguments >= 22)
    #expect(s.answers >= 22)
    #expect(s.dumps == 0)
  }
}
