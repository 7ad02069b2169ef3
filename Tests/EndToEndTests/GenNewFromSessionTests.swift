import Foundation
import Testing

/// `gen new lesson CHAPTER/NAME --from-session SESSION`: a lesson around a session already
/// recorded, run as an author would after `:history save` and `repl --script`.
@Suite struct GenNewFromSessionTests {
  let course: [String: String] = [
    "content/site.json": #"{"title": "New", "chapters": [{"folder": "01-a", "title": "A"}]}"#,
    "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nFirst.\n",
    "content/sessions/hello.repl": """
    :instructions set "Answer briefly."
    Hello there
    :save! hello-1
    :reset
    What can you do?
    :save! hello-2

    """,
  ]
  let templates = ["--templates", Binaries.root.appendingPathComponent("templates").path]

  private func recorded() throws -> Scratch {
    let scratch = Scratch()
    try scratch.write(course)
    let record = try Binaries.run(
      "repl", ["--script", "content/sessions/hello.repl"], in: scratch.url,
      environment: ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path])
    #expect(record.status == 0, "\(record.stderr)")
    return scratch
  }

  private func read(_ scratch: Scratch, _ path: String) -> String? {
    FileManager.default.contents(atPath: scratch.url.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func theLessonShowsEachSavedTranscriptWithItsModelAndBuilds() throws {
    let scratch = try recorded()
    let made = try Binaries.run(
      "gen", ["new", "lesson", "01-a/02-hello", "--from-session", "hello"], in: scratch.url)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("wrote content/lessons/01-a/02-hello.md"))
    let lesson = try #require(read(scratch, "content/lessons/01-a/02-hello.md"))
    #expect(lesson.contains("```transcript hello-1\n```"))
    #expect(lesson.contains("```transcript hello-2\n```"))
    #expect(lesson.contains("Model: Offline stand-in (rules)."))
    #expect(lesson.contains("content/sessions/hello.repl"))
    #expect(read(scratch, "content/sessions/02-hello.repl") == nil)
    let build = try Binaries.run("gen", ["build"] + templates, in: scratch.url)
    #expect(build.status == 0, "\(build.stderr)")
  }

  @Test func aMisspelledSessionGetsASuggestionAndNothingIsWritten() throws {
    let scratch = try recorded()
    let made = try Binaries.run(
      "gen", ["new", "lesson", "01-a/02-hello", "--from-session", "helo"], in: scratch.url)
    #expect(made.status == 1)
    #expect(made.stderr.contains("there is no session script helo"))
    #expect(made.stderr.contains("did you mean hello?"))
    #expect(read(scratch, "content/lessons/01-a/02-hello.md") == nil)
  }

  @Test func aSessionNotRecordedYetSaysToRecordItFirst() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let made = try Binaries.run(
      "gen", ["new", "lesson", "01-a/02-hello", "--from-session", "hello"], in: scratch.url)
    #expect(made.status == 1)
    #expect(
      made.stderr.contains("content/sessions/hello.repl:3 saves hello-1, which is not recorded yet")
    )
  }

  @Test func fromSessionAndTranscriptTogetherAreAUsageError() throws {
    let scratch = try recorded()
    let made = try Binaries.run(
      "gen",
      ["new", "lesson", "01-a/02-hello", "--from-session", "hello", "--transcript", "x"],
      in: scratch.url)
    #expect(made.status == 64)
    #expect(made.stderr.contains("takes no --transcript"))
  }
}
