import CallsiteCore
import Foundation

/// A transcript as the transcripts index lists it.
struct TranscriptFacts: Sendable {
  var tools: [String]
  var tokens: Int
  var steps: Int
  var model: String

  init(_ t: Transcript) {
    tools = t.toolDefinitions.map(\.name)
    tokens = t.cumulativeTokens.last ?? 0
    steps = t.entries.count + t.callsite.failures.count
    model = ModelLabel.describe(t)
  }
}
