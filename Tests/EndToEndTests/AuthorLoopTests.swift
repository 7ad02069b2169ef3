import Foundation
import Testing

/// The author's loop in a fresh course, as `make check-course` checks it: a session typed
/// into `repl` (its standard input) that defines a tool and saves itself with
/// `:history save`, a lesson from `gen new lesson` that shows the tool and the transcript;
/// then every `content/sessions/*.repl` passes `repl --script … --check`, and `gen check
/// --strict` finds no transcript without a script.
@Suite struct AuthorLoopTests {
  let templates = ["--templates", Binaries.root.appendingPathComponent("templates").path]

  /// What the author types, `:tools` and `:entries` included.
  let typed = """
    :set date 2026-05-01T13:00:00Z
    :tool new convertUnits "Convert a distance between units"
    :tool arg convertUnits distance number --guide "The distance to convert"
    :tool run convertUnits command ./convert.sh
    :tools
    :tool show convertUnits
    Convert a distance of 5 to miles, please.
    :entries
    :tool save convertUnits
    :save convert
    :history save convert

    """

  func read(_ scratch: Scratch, _ path: String) -> String {
    FileManager.default.contents(atPath: scratch.url.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    } ?? ""
  }

  /// A course with a chapter and the program the tool runs.
  func course() throws -> Scratch {
    let scratch = Scratch()
    try scratch.write([
      "content/site.json": #"{"title": "Loop", "chapters": [{"folder": "01-a", "title": "A"}]}"#,
      "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nFirst.\n",
      "content/tools/convert.sh": "#!/bin/sh\ncat >/dev/null\necho '3.1 miles'\n",
    ])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: scratch.url.appendingPathComponent("content/tools/convert.sh").path)
    return scratch
  }

  func repl(_ scratch: Scratch, _ arguments: [String], input: String? = nil) throws
    -> Binaries.Result
  {
    try Binaries.run(
      "repl", arguments, in: scratch.url, input: input,
      environment: ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path])
  }

  @Test func aTypedSessionSavedAsAScriptLeavesOutWhatOnlyShowed() throws {
    let scratch = try course()
    let session = try repl(scratch, [], input: typed)
    #expect(session.status == 0, "\(session.stderr)")
    let script = read(scratch, "content/sessions/convert.repl")
    #expect(script.contains(":tool run convertUnits command ./convert.sh\n"))
    #expect(script.hasSuffix(":tool save! convertUnits\n:save! convert\n"))
    for shown in [":tools", ":tool show", ":entries", ":history"] {
      #expect(!script.contains("\n\(shown)"), "\(shown)")
    }
  }

  @Test func aTypedSessionAToolFromReplAndANewLessonPassCheckCourse() throws {
    let scratch = try course()
    let session = try repl(scratch, [], input: typed)
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.contains("← convertUnits: 3.1 miles"))
    let made = try Binaries.run("gen", ["new", "lesson", "01-a/02-convert"], in: scratch.url)
    #expect(made.status == 0, "\(made.stderr)")
    let lesson = scratch.url.appendingPathComponent("content/lessons/01-a/02-convert.md")
    let text = read(scratch, "content/lessons/01-a/02-convert.md")
    try Data(
      (text + "\n```tool convertUnits\n```\n\n```transcript convert\n```\n").utf8
    ).write(to: lesson)

    // make check-course: every script with --check, then gen check.
    let sessions = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("content/sessions").path
    ).filter { $0.hasSuffix(".repl") }.sorted()
    #expect(sessions == ["02-convert.repl", "convert.repl"])
    for name in sessions {
      let checked = try repl(scratch, ["--script", "content/sessions/\(name)", "--check"])
      #expect(checked.status == 0, "\(name): \(checked.stderr)")
    }
    let build = try Binaries.run("gen", ["build"] + templates, in: scratch.url)
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Binaries.run("gen", ["check", "--strict"] + templates, in: scratch.url)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(!(check.stdout + check.stderr).contains("no session script"))
    #expect(check.stdout.contains("0 errors, 0 warnings"))
  }

  @Test func withoutTheSavedScriptGenCheckNamesTheTranscript() throws {
    let scratch = try course()
    let session = try repl(
      scratch, [], input: typed.replacingOccurrences(of: ":history save convert\n", with: ""))
    #expect(session.status == 0, "\(session.stderr)")
    let check = try Binaries.run("gen", ["check", "--strict"] + templates, in: scratch.url)
    #expect(check.status == 1)
    #expect((check.stdout + check.stderr).contains("content/transcripts/convert.json"))
  }
}
