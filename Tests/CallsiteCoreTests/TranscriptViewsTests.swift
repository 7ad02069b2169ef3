import CallsiteCore
import Testing

/// The typed views over what FoundationModels 27 and the `fm` tool add.
@Suite struct TranscriptViewsTests {
  static func fm27() throws -> Transcript {
    try Transcript(jsonText: Fixtures.text("transcript-shapes/fm27-reasoning-attachments.json"))
  }

  static func prompt(_ t: Transcript) -> Transcript.Prompt? {
    for case .prompt(let p) in t.entries { return p }
    return nil
  }

  @Test func version1Point1IsKeptAsTheStringItWas() throws {
    let t = try Self.fm27()
    #expect(t.version == "1.1")
    #expect(t.json["version"] == "1.1")
  }

  @Test func aReasoningEntryHasItsTextSignatureAndMetadata() throws {
    let t = try Self.fm27()
    let r = t.entries[2].reasoning
    #expect(t.entries[2].roleName == "reasoning")
    #expect(r?.text == "The receipt says 42.50 EUR; the tool converts it.")
    #expect(r?.signature == "b3BhcXVlLXNpZ25hdHVyZS1ieXRlcy0wMDAx")
    #expect(r?.metadata?["reasoningTokens"] == 17)
    #expect(t.entries[0].reasoning == nil)
  }

  @Test func aReasoningEntryBuiltInCodeIsWrittenAsFoundationModelsWritesIt() {
    let entry = Transcript.Entry(
      reasoning: .init(
        id: "r", segments: [.text(.init(id: "s", text: "Hmm."))], signature: "c2ln"))
    #expect(entry.reasoning?.text == "Hmm.")
    guard case .unknown(let o) = entry else {
      Issue.record("not stored as an unknown entry")
      return
    }
    #expect(o.keys == ["role", "id", "contents", "signature"])
  }

  @Test func promptOptionsContextOptionsAndMetadataAreTypedAndKeepTheirLexemes() throws {
    let p = try #require(Self.prompt(try Self.fm27()))
    let options = p.generationOptions
    #expect(options.temperature?.text == "0.70")
    #expect(options.maximumResponseTokens == 512)
    #expect(options.randomSeed?.text == "42")
    #expect(options.topK == 40)
    #expect(options.toolCallingMode == .required)
    #expect(p.typedContextOptions.includeSchemaInPrompt == false)
    #expect(p.typedContextOptions.reasoningLevel == "medium")
    #expect(p.metadata?["priority"]?.numberValue?.text == "1.5E0")
  }

  @Test func toolCallingModeIsReadInSwiftsEnumCodingToo() {
    let options = GenerationOptions(json: ["toolCallingMode": ["disabled": [:]]])
    #expect(options.toolCallingMode == .disabled)
  }

  @Test func responseMetadataIsKept() throws {
    guard case .response(let r) = try Self.fm27().entries[5] else {
      Issue.record("entry 6 is not a response")
      return
    }
    #expect(r.metadata?["finishReason"] == "stop")
  }

  @Test func anImageAttachmentHasKindLabelMimeTypeSizeAndURL() throws {
    let p = try #require(Self.prompt(try Self.fm27()))
    let a = try #require(p.segments[1].attachment)
    #expect(a.kind == .image)
    #expect(a.label == "receipt")
    #expect(a.mimeType == "image/png")
    #expect(a.byteCount == 48213)
    #expect(a.url == "file:///Users/ada/Desktop/receipt.png")
    #expect(a.base64Data == nil)
  }

  @Test func aDataAttachmentHasItsTypeBytesAndTheirSize() throws {
    let p = try #require(Self.prompt(try Self.fm27()))
    let a = try #require(p.segments[2].attachment)
    #expect(a.kind == .data)
    #expect(a.contentType == "public.json")
    #expect(a.mimeType == "application/json")
    #expect(a.byteCount == 35)
    #expect(
      a.dataURL == "data:application/json;base64,eyJ0b3RhbCI6IDQyLjUwLCAiY3VycmVuY3kiOiAiRVVSIn0=")
    #expect(a.metadata?["source"] == "shop")
  }

  @Test func aBareImageSegmentIsAnAttachmentWhoseTypeComesFromItsBytes() {
    let segment = Transcript.Segment.unknown([
      "type": "image", "id": "i", "data": "iVBORw0KGgoAAAA=",
    ])
    #expect(segment.attachment?.mimeType == "image/png")
    #expect(segment.attachment?.byteCount == 11)
    #expect(Transcript.Segment.text(.init(id: "t", text: "x")).attachment == nil)
  }

  @Test func aCustomSegmentIsKeptAsRawJSONWithItsTypeName() throws {
    let t = try Transcript(jsonText: Fixtures.text("transcript-shapes/fm27-custom-segment.json"))
    let p = try #require(Self.prompt(t))
    let c = try #require(p.segments[1].custom)
    #expect(c.typeName == "MapPin")
    #expect(c.content["title"] == "Marienplatz")
    #expect(c.content["latitude"]?.numberValue?.text == "48.1374")
    #expect(p.segments[0].custom == nil)
  }

  @Test func aConstInAToolSchemaReadsAndValidatesArguments() throws {
    let t = try Transcript(jsonText: Fixtures.text("transcript-shapes/fm27-const-schema.json"))
    let schema = try #require(t.toolDefinitions.first?.parameters)
    #expect(schema.properties.first { $0.name == "unit" }?.schema.constValue == "celsius")
    #expect(schema.validate(["city": "Bern", "unit": "celsius"]).isEmpty)
    #expect(!schema.validate(["city": "Bern", "unit": "kelvin"]).isEmpty)
  }

  @Test func theFmWrapperKeepsTheModelNameAsProvenance() throws {
    let t = try Transcript(jsonText: Fixtures.text("transcript-shapes/fm-session.json"))
    #expect(t.fmSession?.modelName == "system")
    #expect(t.fmSession?.isBare == false)
    #expect(t.sourceModelName == "system")
    #expect(t.entries.map(\.roleName) == ["instructions", "prompt", "response"])
    #expect(t.json.objectValue?.keys == ["modelName", "transcript"])
  }

  @Test func theBareFmWrapperIsReadAndWrittenBackBare() throws {
    let text = #"""
      {"modelName": "pcc", "transcript": {"entries": [{"role": "user", "id": "p", "contents": [{"type": "text", "id": "s", "text": "Hi"}], "options": {}}]}, "savedAt": "2026-06-09"}
      """#
    let t = try Transcript(jsonText: text)
    #expect(t.fmSession?.isBare == true)
    #expect(t.entries.count == 1)
    #expect(try LosslessJSON.roundTripDifferences(text) == [])
  }

  @Test func aLaterMinorVersionIsReadWithAWarningThatNamesIt() throws {
    let t = try Transcript(
      jsonText:
        #"{"type": "FoundationModels.Transcript", "version": "1.2", "transcript": {"entries": []}}"#
    )
    #expect(
      t.warnings.map(\.message).first?.hasPrefix(#"transcript version "1.2" is newer"#) == true)
    #expect(try LosslessJSON.roundTripDifferences(t.jsonText) == [])
  }

  @Test func aVersionThatIsNotANumberIsRefused() {
    let error = transcriptError(
      #"{"type": "FoundationModels.Transcript", "version": "one", "transcript": {"entries": []}}"#)
    #expect(error?.pointer == "/version")
  }
}
