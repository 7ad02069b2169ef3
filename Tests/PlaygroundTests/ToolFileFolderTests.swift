import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Paths inside a tool file resolve against its own folder in `repl`, as in `gen`.
@Test func aToolFilesRelativeCommandResolvesAgainstItsOwnFolder() async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tool-folder-tests-\(UUID().uuidString)")
  let lease = RemovedOnRelease(folder)
  let tools = folder.appendingPathComponent("content/tools")
  try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
  let script = tools.appendingPathComponent("answer.sh")
  try Data("#!/bin/sh\necho forty-two\n".utf8).write(to: script)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  try Data(
    """
    {"type": "function",
     "function": {"name": "answer", "description": "The answer",
                  "parameters": {"type": "object", "properties": {}}},
     "run": {"command": ["./answer.sh"]}}
    """.utf8
  ).write(to: tools.appendingPathComponent("answer.json"))
  let model = ScriptedModel([
    .toolCalls([ProposedToolCall(name: "answer", arguments: "{}")]), .text("42"),
  ])
  let printed = Printed()
  var environment = PlaygroundEnvironment.standard(baseDirectory: folder)
  environment.makeModel = { _, _ in model }
  let playground = Playground(environment: environment) { printed.append($0) }
  _ = try await playground.execute(":tool load answer")
  _ = try await playground.execute("What is the answer?")
  #expect(printed.of(.toolOutput) == ["← answer: forty-two"])
  _ = lease
}

/// `:tool save` keeps relative paths naming the same files from the new file's folder.
@Test func rebasingAToolDraftRewritesItsRelativePaths() throws {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("rebase-tests-\(UUID().uuidString)")
  let lease = RemovedOnRelease(base)
  let servers = base.appendingPathComponent("servers")
  try FileManager.default.createDirectory(at: servers, withIntermediateDirectories: true)
  try Data().write(to: servers.appendingPathComponent("server.py"))
  let draft = ToolDraft(
    definition: ToolDraft(name: "t", description: "d").definition,
    run: ["mcp": ["command": ["python3", "servers/server.py", "--flag", "absent.py"]]])
  let moved = draft.rebased(from: base, to: base.appendingPathComponent("content/tools"))
  #expect(
    moved.run?["mcp"]?["command"]
      == ["python3", "../../servers/server.py", "--flag", "absent.py"])
  let program = ToolDraft(
    definition: draft.definition, run: ["command": ["content/tools/run.sh"]])
  #expect(
    program.rebased(from: base, to: base.appendingPathComponent("content/tools")).run?["command"]
      == ["./run.sh"])
  _ = lease
}

/// `:tool mcp`'s options end where the server's command line begins.
@Test func theServersOwnOptionsAfterToolMCPsCommandAreItsArguments() throws {
  guard
    case .command(let c) = try PlaygroundInput.parse(
      ":tool mcp --only a,b --timeout 5 python3 -m server --local-timezone UTC --only x")
  else {
    Issue.record("expected a command")
    return
  }
  #expect(c.options == ["only": "a,b", "timeout": "5"])
  #expect(
    c.arguments == ["python3", "-m", "server", "--local-timezone", "UTC", "--only", "x"])
}
