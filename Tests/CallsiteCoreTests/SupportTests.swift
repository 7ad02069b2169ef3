import CallsiteCore
import Testing

@Suite struct SHA256Tests {
  @Test func emptyInputMatchesTheKnownVector() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func abcMatchesTheKnownVector() {
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func aTwoBlockMessageMatchesTheKnownVector() {
    let text = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(SHA256.hex(text) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func updatingInPiecesGivesTheSameDigestAsOnce() {
    var hasher = SHA256()
    for piece in ["ab", "", "c"] { hasher.update(piece.utf8) }
    #expect(hasher.finalizeHex() == SHA256.hex(bytes: Array("abc".utf8)))
  }
}

@Suite struct IDGeneratorTests {
  @Test func aFreshGeneratorStartsAtOne() {
    var ids = IDGenerator(Transcript())
    #expect(ids.next("entry") == "entry-1")
    #expect(ids.next("entry") == "entry-2")
    #expect(ids.next("call") == "call-1")
  }

  @Test func aGeneratorContinuesAfterTheHighestExistingIds() {
    let transcript = Transcript(entries: [
      .prompt(.init(id: "entry-3", segments: [.text(.init(id: "segment-7", text: "x"))])),
      .toolCalls(.init(id: "entry-1", calls: [.init(id: "call-4", name: "f", arguments: "{}")])),
    ])
    var ids = IDGenerator(transcript)
    #expect(ids.next("entry") == "entry-4")
    #expect(ids.next("segment") == "segment-8")
    #expect(ids.next("call") == "call-5")
  }

  @Test func failedCallIdsAreNotReused() {
    var transcript = Transcript()
    transcript.callsite.failures = [
      FailedCall(after: "", callID: "call-9", tool: "f", arguments: "{}", error: "e")
    ]
    var ids = IDGenerator(transcript)
    #expect(ids.next("call") == "call-10")
  }

  @Test func foreignIdsDoNotDisturbTheCounters() throws {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    var ids = IDGenerator(transcript)
    #expect(ids.next("entry") == "entry-1")
    #expect(ids.next("call") == "call-1")
  }
}

@Suite struct TokenEstimatorTests {
  @Test func textCostsOneTokenPerFourBytesRoundedUp() {
    #expect(TokenEstimator.tokens(in: "") == 0)
    #expect(TokenEstimator.tokens(in: "a") == 1)
    #expect(TokenEstimator.tokens(in: "abcd") == 1)
    #expect(TokenEstimator.tokens(in: "abcde") == 2)
    #expect(TokenEstimator.tokens(in: "é") == 1)
    #expect(TokenEstimator.tokens(in: "🍞🍞") == 2)
  }

  @Test func anEntryAddsFourTokensOfFraming() {
    let entry = Transcript.Entry.response(
      .init(id: "r", segments: [.text(.init(id: "s", text: "12345678"))]))
    #expect(TokenEstimator.tokens(in: entry) == 2 + TokenEstimator.entryOverhead)
    #expect(TokenEstimator.entryOverhead == 4)
  }

  @Test func aToolCallCostsItsNamePlusItsArguments() {
    let entry = Transcript.Entry.toolCalls(
      .init(id: "t", calls: [.init(id: "c", name: "abcd", arguments: #"{"a":1}"#)]))
    #expect(TokenEstimator.tokens(in: entry) == 1 + 2 + 4)
  }

  @Test func aToolDefinitionCostsItsCompactJSON() {
    let tool = ToolDefinition(name: "f", description: "", parameters: Schema(json: JSONObject()))
    let compact = #"{"type":"function","function":{"name":"f","description":"","parameters":{}}}"#
    #expect(tool.json.compactText == compact)
    #expect(TokenEstimator.tokens(in: tool) == (compact.utf8.count + 3) / 4)
  }

  @Test func theDefaultContextSizeIs4096() {
    #expect(Callsite.defaultContextSize == 4096)
    #expect(Transcript().contextSize == 4096)
  }

  @Test func theDefinitionsHashIsStableAndSensitiveToTheTools() {
    let tool = ToolDefinition(name: "f", description: "d", parameters: citySchema)
    let a = Transcript.definitionsHash(instructions: "Be brief.", tools: [tool])
    #expect(a == Transcript.definitionsHash(instructions: "Be brief.", tools: [tool]))
    #expect(a.hasPrefix("sha256:") && a.count == 7 + 64)
    #expect(a != Transcript.definitionsHash(instructions: "Be brief.", tools: []))
  }
}

@Test(arguments: [
  ("", false), ("plain words", false), ("a \"quote\"", true), ("tab\there", true),
  ("café", false), (String(repeating: "x", count: 5_000) + "\\", true),
])
func aStringsBytesAreSearchedWhole(text: String, found: Bool) {
  #expect(text.containsUTF8Byte { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } == found)
  // A string that is a slice of another reads the same.
  let sliced = String(("<" + text + ">").dropFirst().dropLast())
  #expect(sliced.containsUTF8Byte { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } == found)
}
