import Foundation
import Testing

/// A command tool's relative path means the tool file's folder, from whatever folder gen runs.
@Suite struct ToolPathTests {
  @Test func genBuildsACommandToolWithARelativePathFromAnotherWorkingFolder() throws {
    let scratch = Scratch()
    try scratch.write([
      "course/content/site.json": #"{"title": "Paths"}"#,
      "course/content/tools/answer.json": """
      {"type": "function",
       "function": {"name": "answer", "description": "Answer",
         "parameters": {"type": "object", "properties": {}, "required": []}},
       "run": {"command": ["./answer.sh"]}}
      """,
      "course/content/tools/answer.sh": "#!/bin/sh\necho 42\n",
      "course/content/lessons/01-one.md": "---\ntitle: One\n---\n```tool answer\n```\n",
      "elsewhere/README": "not the course\n",
    ])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: scratch.url.appendingPathComponent("course/content/tools/answer.sh").path)
    let course = scratch.url.appendingPathComponent("course")
    let arguments = [
      "--content", course.appendingPathComponent("content").path,
      "--templates", Binaries.root.appendingPathComponent("templates").path,
      "--output", course.appendingPathComponent("site").path,
    ]
    let build = try Binaries.run(
      "gen", ["build"] + arguments, in: scratch.url.appendingPathComponent("elsewhere"))
    #expect(build.status == 0, "\(build.stderr)")
    let check = try Binaries.run(
      "gen", ["check"] + arguments, in: scratch.url.appendingPathComponent("elsewhere"))
    #expect(check.status == 0, "\(check.stderr)")
  }
}
