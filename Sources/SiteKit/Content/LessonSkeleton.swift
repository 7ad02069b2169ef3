import CallsiteCore
import CallsiteModels
import Foundation

/// What `gen new lesson CHAPTER/NAME` writes: a lesson with front matter and a transcript
/// block, the session script that records the transcript, and the transcript itself,
/// recorded with the offline model exactly as `repl --script` records it, so that the
/// lesson builds, passes `gen check`, and the script passes `repl --script … --check` at once.
struct LessonSkeleton {
  /// The chapter folder under `lessons/`.
  var chapter: String
  /// The lesson's file name without `.md`.
  var name: String
  /// The transcript's name, which the session script saves.
  var transcript: String

  /// The instructions of the first session.
  static let instructions = "You are a helpful assistant. Answer in one or two sentences."
  /// The prompt of the first session.
  static let prompt = "What can you help me with?"

  /// The lesson file, relative to the content folder.
  var lessonPath: String { "lessons/\(chapter)/\(name).md" }
  /// The session script, relative to the content folder.
  var scriptPath: String { "sessions/\(transcript).repl" }
  /// The transcript, relative to the content folder.
  var transcriptPath: String { "transcripts/\(transcript).json" }

  /// The lesson's title, from its name: `02-first-steps` → `First steps`.
  var title: String { Slugs.words(Slugs.fromFileName(name)) }

  /// The lesson's Markdown.
  var lessonText: String {
    """
    ---
    title: \(title)
    summary: One sentence that says what the reader learns here.
    ---

    Write the lesson here, in Markdown. The session below is recorded by the script
    `content/\(scriptPath)`: give it tools (`:tool load NAME`) and prompts, record it again
    with `repl --script content/\(scriptPath)`, and check that it still reproduces its
    transcript with `repl --script content/\(scriptPath) --check`.

    ```transcript \(transcript)
    ```

    """
  }

  /// The session script.
  var scriptText: String {
    """
    # The session of the lesson \(chapter)/\(name).
    # Record it with `repl --script content/\(scriptPath)` (from the content folder's parent);
    # `repl --script content/\(scriptPath) --check` compares it with its transcript.
    :instructions set \"\"\"
    \(Self.instructions)
    \"\"\"
    \(Self.prompt)
    :save! \(transcript)

    """
  }

  /// The transcript, recorded now with the offline model and no tools.
  func transcriptText(now: Date) async throws -> String {
    let session = Session(model: OfflineModel(), tools: [], instructions: Self.instructions)
    try await session.respond(to: Self.prompt)
    var transcript = await session.transcript
    transcript.callsite.provenance?.captured = ISO8601DateFormatter().string(from: now)
    return transcript.jsonText
  }
}
