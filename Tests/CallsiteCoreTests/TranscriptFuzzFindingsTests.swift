import CallsiteCore
import Foundation
import Testing

/// Inputs the transcript fuzzer found, each read, written and read again unchanged.
@Suite struct TranscriptFuzzFindingsTests {
  static let duplicateKeysInProvenance = """
    {"type": "FoundationModels.Transcript", "version": 1,
     "transcript": {"entries": [
       {"role": "user", "id": "entry-1", "contents": [{"type": "text", "id": "s", "text": "Hi"}],
        "options": {}}]},
     "callsite": {"provenance": {"model": "offline-reference",
       "entry-1": {"count": 13}, "entry-1": {"count": 23}}}}
    """

  /// A version newer than Callsite knows, on the line of the file's first key.
  static let newerVersionOnTheFirstLine = """
    {"type": "FoundationModels.Transcript", "version": 11,
     "transcript": {"entries": [
       {"role": "user", "id": "entry-1", "contents": [{"type": "text", "id": "s", "text": "Hi"}],
        "options": {}}]}}
    """

  @Test(arguments: [duplicateKeysInProvenance, newerVersionOnTheFirstLine])
  func aTranscriptReadsTheSameAfterItIsWritten(text: String) throws {
    let transcript = try Transcript(jsonText: text)
    let written = transcript.jsonText
    let again = try Transcript(jsonText: written)
    #expect(again == transcript)
    #expect(again.jsonText == written)
  }

  @Test func aWarningNamesWhereTheFileSaidItButIsNotPartOfTheTranscript() throws {
    let transcript = try Transcript(jsonText: Self.newerVersionOnTheFirstLine)
    #expect(transcript.warnings.count == 1)
    var copy = transcript
    copy.warnings = []
    #expect(copy == transcript)
  }
}
