import CallsiteCore
import CallsiteTools
import Testing

@Suite struct CannedToolTests {
  @Test func aTextReplyIsText() async throws {
    let tool = try TestSupport.tool(run: #"{"reply": "Temperature: 71F"}"#)
    #expect(try await tool.call(arguments: ["city": "x"]) == .text("Temperature: 71F"))
  }

  @Test func aJSONReplyIsAStructure() async throws {
    let tool = try TestSupport.tool(run: #"{"reply": {"temperature": 71}}"#)
    #expect(try await tool.call(arguments: ["city": "x"]) == .structure(["temperature": 71]))
  }

  @Test func repliesAnswerTheFirstMatchingRule() async throws {
    let tool = try TestSupport.tool(
      run: #"""
        {"replies": [{"when": {"city": "Raleigh", "days": 2}, "output": "two days"},
                     {"when": {"city": "Raleigh"}, "output": "Raleigh"}]}
        """#)
    #expect(try await tool.call(arguments: ["city": "raleigh"]) == .text("Raleigh"))
    #expect(try await tool.call(arguments: ["city": "Raleigh", "days": 2]) == .text("two days"))
  }

  @Test func repliesFallBackToTheDefault() async throws {
    let tool = try TestSupport.tool(
      run: #"{"replies": [{"when": {"city": "Raleigh"}, "output": "72F"}], "default": "no data"}"#)
    #expect(try await tool.call(arguments: ["city": "Boise"]) == .text("no data"))
  }

  @Test func repliesWithoutADefaultFailForUnmatchedArguments() async throws {
    let tool = try TestSupport.tool(
      run: #"{"replies": [{"when": {"city": "Raleigh"}, "output": "72F"}]}"#)
    await #expect(throws: NoMatchingReplyError.self) {
      try await tool.call(arguments: ["city": "Boise"])
    }
  }

  @Test func aCaseWithFailThrowsItsMessageForMatchingArguments() async throws {
    let tool = try TestSupport.tool(
      run: #"""
        {"replies": [{"when": {"city": "Oslo"}, "fail": "Data Unavailable For Requested Point"},
                     {"when": {"city": "Raleigh"}, "output": "72F"}]}
        """#)
    await #expect(throws: ToolFailure(message: "Data Unavailable For Requested Point")) {
      try await tool.call(arguments: ["city": "oslo"])
    }
    #expect(try await tool.call(arguments: ["city": "Raleigh"]) == .text("72F"))
  }

  @Test func aCaseWithBothOutputAndFailIsRefusedAtItsLine() throws {
    #expect {
      try TestSupport.tool(
        run: #"{"replies": [{"when": {"city": "Oslo"}, "output": "x", "fail": "y"}]}"#)
    } throws: { error in
      "\(error)".hasPrefix("probe.json:6:") && "\(error)".contains("either \"output\" or \"fail\"")
    }
  }

  @Test func aFailToolThrowsItsMessage() async throws {
    let tool = try TestSupport.tool(run: #"{"fail": "Data Unavailable For Requested Point"}"#)
    await #expect(throws: ToolFailure(message: "Data Unavailable For Requested Point")) {
      try await tool.call(arguments: ["city": "Toronto"])
    }
  }
}

@Suite struct ReplyRuleTests {
  @Test func nestedObjectsMatchPartially() {
    let rule = ReplyRule(when: ["place": ["city": "Raleigh"]], output: "x")
    #expect(rule.matches(["place": ["city": "Raleigh", "state": "NC"], "days": 2]))
    #expect(!rule.matches(["place": ["city": "Durham"]]))
  }

  @Test func numbersMatchByValue() {
    let rule = ReplyRule(when: ["days": 2], output: "x")
    #expect(rule.matches(["days": 2.0]))
    #expect(!rule.matches(["days": 3]))
  }
}
