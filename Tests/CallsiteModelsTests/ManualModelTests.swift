import CallsiteCore
import CallsiteModels
import Testing

@Suite struct ManualModelTests {
  @Test func aCallWithJSONBecomesOneToolCallWithTheArgumentsAsTyped() throws {
    let move = try ManualMove.parse(words: ["call", "getCoordinates", #"{"location": "Raleigh"}"#])
    #expect(
      move
        == .toolCalls([
          ProposedToolCall(name: "getCoordinates", arguments: #"{"location": "Raleigh"}"#)
        ]))
  }

  @Test func aCallWithoutJSONHasNoArguments() throws {
    #expect(
      try ManualMove.parse(words: ["call", "f"])
        == .toolCalls([ProposedToolCall(name: "f", arguments: "{}")]))
  }

  @Test func argumentsAreLeftForTheSessionToCheck() throws {
    // Not JSON and not an object: the session turns such a call into a ToolCallError.
    #expect(
      try ManualMove.parse(words: ["call", "nowhere", "three"])
        == .toolCalls([ProposedToolCall(name: "nowhere", arguments: "three")]))
  }

  @Test(arguments: [["call"], ["call", "f", "{}", "extra"]])
  func aCallNeedsANameAndAtMostOneJSONWord(words: [String]) {
    #expect(throws: ManualMoveError.malformedCall(words: words.count)) {
      try ManualMove.parse(words: words)
    }
  }

  @Test func oneWordAfterSayIsTheTextWhicheverWayTheLineCame() throws {
    #expect(try ManualMove.parse(words: ["say", "It is sunny."]) == .text("It is sunny."))
    #expect(
      try ManualMove.parse(words: ["say", "It is sunny."], typed: #"say "It is sunny.""#)
        == .text("It is sunny."))
  }

  @Test func severalWordsAreTheTextAsTypedWhenTheLineIsGiven() throws {
    let typed = #"  say It   is "42".  "#
    #expect(
      try ManualMove.parse(words: ["say", "It", "is", "42", "."], typed: typed)
        == .text(#"It   is "42"."#))
  }

  @Test func severalWordsAreJoinedBySpacesWithoutTheLine() throws {
    #expect(try ManualMove.parse(words: ["say", "It", "is", "sunny"]) == .text("It is sunny"))
  }

  @Test func aBareSayIsAnEmptyResponseOnlyWhenTyped() throws {
    #expect(try ManualMove.parse(words: ["say"], typed: "say") == .text(""))
    #expect(throws: ManualMoveError.emptyText) { try ManualMove.parse(words: ["say"]) }
  }

  @Test func anythingElseIsNotAMove() {
    #expect(throws: ManualMoveError.unknownMove("respond")) {
      try ManualMove.parse(words: ["respond", "hello"])
    }
    #expect(throws: ManualMoveError.empty) { try ManualMove.parse(words: []) }
    #expect(ManualMoveError.unknownMove("answer").description.contains("call NAME JSON"))
  }

  @Test func aManualModelDrivesASessionWithRealTools() async throws {
    let moves = [["call", "getCoordinates", #"{"location": "Paris"}"#], ["say", "Paris."]]
    let model = ManualModel { request in
      let position = request.transcript.entries.filter {
        if case .toolCalls = $0 { return true }
        return false
      }.count
      return ModelReply(try ManualMove.parse(words: moves[min(position, 1)]))
    }
    let t = try await OfflineFixtures.run("Where is Paris?", tools: [GeocodeTool()], model: model)
    #expect(t.callsite.provenance?.backend == "manual")
    #expect(t.callsite.provenance?.model == "author")
    #expect(OfflineFixtures.answer(t) == "Paris.")
    guard case .toolOutput(let out) = t.entries[3] else {
      Issue.record("expected the tool's output")
      return
    }
    #expect(out.segments.first?.plainText.contains("48.8566") == true)
  }
}

@Suite struct ManualParallelMoveTests {
  @Test func twoCallsInOneMoveBecomeOneTurnOfTwoCallsInOrder() throws {
    let move = try ManualMove.parse(words: [
      "call", "getCoordinates", #"{"location": "Raleigh, NC"}"#,
      "call", "getCoordinates", #"{"location": "Boston, MA"}"#,
    ])
    #expect(
      move
        == .toolCalls([
          ProposedToolCall(name: "getCoordinates", arguments: #"{"location": "Raleigh, NC"}"#),
          ProposedToolCall(name: "getCoordinates", arguments: #"{"location": "Boston, MA"}"#),
        ]))
  }

  @Test func aCallWithoutJSONBeforeAnotherCallHasNoArguments() throws {
    #expect(
      try ManualMove.parse(words: ["call", "pickContact", "call", "f", "{}"])
        == .toolCalls([
          ProposedToolCall(name: "pickContact", arguments: "{}"),
          ProposedToolCall(name: "f", arguments: "{}"),
        ]))
  }

  @Test func aSecondCallWithoutANameIsMalformed() {
    #expect(throws: ManualMoveError.malformedCall(words: 4)) {
      try ManualMove.parse(words: ["call", "f", "{}", "call"])
    }
  }
}
