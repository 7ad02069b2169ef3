import Foundation
import Testing

/// One tool file with a relative `command`, used from a working folder that is not the tool
/// file's: `repl` fed a session on standard input, `repl --script … --check`, `gen build` and
/// `gen check` (which runs the recorded call again) all run the same program and agree.
@Suite struct ToolPathAgreementTests {
  @Test func replTheScriptCheckAndGenAgreeOnARelativeCommandFromAnotherFolder() throws {
    let scratch = Scratch()
    let content = scratch.url.appendingPathComponent("course/content")
    let tool = content.appendingPathComponent("tools/answer.json").path
    let transcript = content.appendingPathComponent("transcripts/answer.json").path
    let session = """
      :set date 2026-05-01T13:00:00Z
      :tool load \(tool)
      Answer the question, please.
      :save! \(transcript)

      """
    try scratch.write([
      "course/content/site.json": #"{"title": "Paths"}"#,
      "course/content/tools/answer.json": """
      {"type": "function",
       "function": {"name": "answer", "description": "Answer the question",
         "parameters": {"type": "object", "properties": {}, "required": []}},
       "run": {"command": ["./answer.sh"]}}
      """,
      "course/content/tools/answer.sh": "#!/bin/sh\ncat >/dev/null\necho 42\n",
      "course/content/lessons/01-one.md":
        "---\ntitle: One\n---\n```tool answer\n```\n\n```transcript answer\n```\n",
      "elsewhere/answer.repl": session,
    ])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: content.appendingPathComponent("tools/answer.sh").path)
    let elsewhere = scratch.url.appendingPathComponent("elsewhere")
    let home = ["CALLSITE_HOME": scratch.url.appendingPathComponent("home").path]

    let typed = try Binaries.run("repl", [], in: elsewhere, input: session, environment: home)
    #expect(typed.status == 0, "\(typed.stderr)")
    #expect(typed.stdout.contains("← answer: 42"))

    let checked = try Binaries.run(
      "repl", ["--script", "answer.repl", "--check"], in: elsewhere, environment: home)
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(checked.stdout.contains("← answer: 42"))
    #expect(checked.stdout.contains("answer.json matches"))

    let site = [
      "--content", content.path,
      "--templates", Binaries.root.appendingPathComponent("templates").path,
      "--output", scratch.url.appendingPathComponent("course/site").path,
    ]
    let build = try Binaries.run("gen", ["build"] + site, in: elsewhere)
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Binaries.run("gen", ["check"] + site, in: elsewhere)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(!(check.stdout + check.stderr).contains("now returns something else"))
  }
}
