import CallsiteCore
import Foundation

/// What one build works out once per transcript and shares between the pages that need it:
/// the decoded transcript, its rendered list of steps, and the facts the indexes show.
///
/// The plan says how many pages use each transcript; an entry is dropped after its last
/// use, so with the render order (`RenderPagesStep.renderOrder`) only the transcripts of the
/// lessons being rendered are held, whatever the size of the course. Made afresh for each
/// build, and safe to use from the parallel renderers.
final class TranscriptMemo: Sendable {
  private let transcripts: [String: LoadedTranscript]
  private let uses: [String: SitePlan.TranscriptUses]
  /// Full lists of steps, by page root and name: a lesson and the transcript's page share one.
  let steps = RenderCache<RenderedSteps>()
  private let decoded = RenderCache<Result<Transcript, BuildDiagnostic>>()
  private let noted = FactsTable()

  init(plan: SitePlan) {
    transcripts = plan.content.transcripts
    uses = plan.transcriptUses
  }

  /// How many pages show the full list of steps of `name` (its page and lessons).
  func stepUses(_ name: String) -> Int { uses[name]?.steps ?? 1 }

  /// A transcript, decoded once and shared by the pages that need it.
  func transcript(_ name: String) throws(BuildDiagnostic) -> Transcript {
    let loaded = try self.loaded(name)
    let result = decoded.value(for: name, uses: uses[name]?.decodes ?? 1) {
      Result { () throws(BuildDiagnostic) in
        let transcript = try loaded.decoded()
        noted.set(name, TranscriptFacts(transcript))
        return transcript
      }
    }
    return try result.get()
  }

  /// What the indexes show of a transcript: noted when its pages decoded it, so the indexes
  /// (rendered last) need not decode every transcript again, nor keep them all.
  func facts(_ name: String) throws(BuildDiagnostic) -> TranscriptFacts {
    if let known = noted.get(name) { return known }
    return TranscriptFacts(try loaded(name).decoded())
  }

  private func loaded(_ name: String) throws(BuildDiagnostic) -> LoadedTranscript {
    guard let loaded = transcripts[name] else {
      throw BuildDiagnostic(
        path: "content/transcripts/\(name).json", step: "load", message: "no such transcript")
    }
    return loaded
  }

  /// Transcript facts by name, shared by the threads that render pages.
  private final class FactsTable: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [String: TranscriptFacts] = [:]

    func get(_ name: String) -> TranscriptFacts? { lock.withLock { facts[name] } }
    func set(_ name: String, _ value: TranscriptFacts) { lock.withLock { facts[name] = value } }
  }
}
