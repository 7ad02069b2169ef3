import Foundation
import Testing

/// `gen new lesson` and `gen new tool`, run as an author would, in a small course.
@Suite struct GenNewTests {
  let course: [String: String] = [
    "content/site.json": #"{"title": "New", "chapters": [{"folder": "01-a", "title": "A"}]}"#,
    "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nFirst.\n",
  ]
  let templates = ["--templates", Binaries.root.appendingPathComponent("templates").path]

  func read(_ scratch: Scratch, _ path: String) -> String? {
    FileManager.default.contents(atPath: scratch.url.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func aNewLessonBuildsPassesStrictCheckAndItsScriptReproducesItsTranscript() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let made = try Binaries.run("gen", ["new", "lesson", "01-a/02-two"], in: scratch.url)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("wrote content/lessons/01-a/02-two.md"))
    #expect(
      read(scratch, "content/lessons/01-a/02-two.md")?.contains("```transcript 02-two") == true)
    let build = try Binaries.run("gen", ["build"] + templates, in: scratch.url)
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Binaries.run("gen", ["check", "--strict"] + templates, in: scratch.url)
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("0 errors, 0 warnings"))
    let replay = try Binaries.run(
      "repl", ["--script", "content/sessions/02-two.repl", "--check"], in: scratch.url,
      environment: ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path])
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(replay.stdout.contains("content/transcripts/02-two.json matches"))
  }

  @Test func aNewLessonNeverReplacesAFile() throws {
    let scratch = Scratch()
    try scratch.write(course)
    try scratch.write(["content/sessions/01-one.repl": "# mine\n"])
    let again = try Binaries.run("gen", ["new", "lesson", "01-a/01-one"], in: scratch.url)
    #expect(again.status == 1)
    #expect(again.stderr.contains("content/lessons/01-a/01-one.md already exists"))
    #expect(read(scratch, "content/lessons/01-a/01-one.md") == "---\ntitle: One\n---\nFirst.\n")
    let other = try Binaries.run(
      "gen", ["new", "lesson", "01-a/03-three", "--transcript", "01-one"], in: scratch.url)
    #expect(other.status == 1)
    #expect(other.stderr.contains("content/sessions/01-one.repl already exists"))
    #expect(read(scratch, "content/sessions/01-one.repl") == "# mine\n")
    #expect(read(scratch, "content/lessons/01-a/03-three.md") == nil)
  }

  @Test(arguments: [
    ["lesson", "01-a"], ["lesson", "01-a/b/c"], ["lesson", "../x"], ["lesson", "01-a/.."],
    ["tool", "a/b"], ["tool", ".."], ["tool", "has space"], ["thing", "x"], ["lesson"],
  ])
  func aNameThatIsNotOnePathSegmentIsAUsageError(words: [String]) throws {
    let scratch = Scratch()
    try scratch.write(course)
    let result = try Binaries.run("gen", ["new"] + words, in: scratch.url)
    #expect(result.status == 64, "\(words): \(result.stderr)")
    #expect(!result.stderr.isEmpty)
  }

  @Test func aNewToolIsWrittenInTheCourseLayoutAndLoadsInBothTools() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let made = try Binaries.run(
      "gen", ["new", "tool", "lookUp", "--description", "Look a word up"], in: scratch.url)
    #expect(made.status == 0, "\(made.stderr)")
    let text = try #require(read(scratch, "content/tools/lookUp.json"))
    #expect(
      text.hasPrefix("{\n  \"type\": \"function\",\n  \"function\": {\n    \"name\": \"lookUp\""))
    #expect(!text.contains("\"title\": \"lookUp\""))
    try scratch.write([
      "content/lessons/01-a/02-tool.md": "---\ntitle: T\n---\n```tool lookUp\n```\n"
    ])
    let build = try Binaries.run("gen", ["build"] + templates, in: scratch.url)
    #expect(build.status == 0, "\(build.stderr)")
    let repl = try Binaries.run(
      "repl", [], in: scratch.url, input: ":tool load lookUp\n",
      environment: ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path])
    #expect(repl.stdout.contains("loaded lookUp from content/tools/lookUp.json (runs: reply)"))
    let twice = try Binaries.run("gen", ["new", "tool", "lookUp"], in: scratch.url)
    #expect(twice.status == 1)
    #expect(read(scratch, "content/tools/lookUp.json") == text)
  }

  @Test func helpDescribesBothKinds() throws {
    let help = try Binaries.run("gen", ["new", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("gen new lesson CHAPTER/NAME"))
    #expect(help.stdout.contains("gen new tool NAME"))
  }
}
