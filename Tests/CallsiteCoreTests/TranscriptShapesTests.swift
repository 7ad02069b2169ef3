import CallsiteCore
import Testing

/// The transcript shapes that come from outside Callsite (`Tests/Fixtures/transcript-shapes/`,
/// whose `NOTICE.md` says where each is documented) and Apple's own file: each reads, and
/// writes back as the same JSON value with the same strings and number lexemes.
@Suite struct TranscriptShapesTests {
  static let shapes = [
    "transcript-shapes/python-sdk-tool-error.json",
    "transcript-shapes/python-sdk-no-tools.json",
    "transcript-shapes/fm27-reasoning-attachments.json",
    "transcript-shapes/fm27-custom-segment.json",
    "transcript-shapes/fm27-const-schema.json",
    "transcript-shapes/fm-session.json",
    "foundation-models/test_transcript_full.json",
  ]

  @Test(arguments: shapes)
  func eachShapeIsWrittenBackWithoutLoss(path: String) throws {
    #expect(try LosslessJSON.roundTripDifferences(Fixtures.text(path)) == [])
  }

  @Test(arguments: shapes)
  func eachShapeWrittenBackReadsAsTheSameTranscript(path: String) throws {
    let transcript = try Transcript(jsonText: Fixtures.text(path))
    #expect(try Transcript(jsonText: transcript.jsonText) == transcript)
  }

  @Test(arguments: shapes)
  func eachShapeReadsWithoutWarnings(path: String) throws {
    #expect(try Transcript(jsonText: Fixtures.text(path)).warnings == [])
  }
}
