import CallsiteCore
import Testing

/// The offline model measured on prompts written as a reader would ask them.
@Suite struct NaturalPromptScoreTests {
  /// The floor the scores must stay at or above: tools, arguments, answers (out of the set).
  static let floor = (tools: 33, arguments: 31, answers: 30)

  @Test func theNaturalPromptSetScoresAtLeastTheFloor() async throws {
    let set = try NaturalPromptSet()
    #expect(set.cases.count >= 30)
    var tools = 0
    var arguments = 0
    var answers = 0
    var report: [String] = []
    for c in set.cases {
      let r = try await NaturalPromptSet.run(c)
      tools += r.rightTools ? 1 : 0
      arguments += r.rightArguments ? 1 : 0
      answers += r.answerHasValues ? 1 : 0
      report.append(r.detail)
    }
    let n = set.cases.count
    print(report.joined(separator: "\n"))
    print("natural prompts: right tool \(tools)/\(n), right arguments \(arguments)/\(n), "
      + "answer with key values \(answers)/\(n)")
    #expect(tools >= Self.floor.tools)
    #expect(arguments >= Self.floor.arguments)
    #expect(answers >= Self.floor.answers)
  }
}
