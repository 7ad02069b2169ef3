import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@testable import Playground

/// `:tool mcp`, `:tools`, `:tool save`, `:tool log` and `:tool show` against the SDK test server.
extension MCPPlaygroundTests {
  @Test func toolMCPLoadsTheToolsOfEveryPage() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load())
    #expect(
      await h.playground.toolNames == [
        "add", "bad_add", "refuse", "echo", "slow", "crash", "garble", "whoami",
      ])
    #expect(h.printed.text.contains("callsite-test-server 1.0.0"))
    #expect(h.printed.text.contains("8 tools listed in 4 pages"))
    await h.playground.endSession()
  }

  @Test func toolMCPWithOnlyLoadsTheToolsNamed() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load("--only echo,add"))
    #expect(await h.playground.toolNames == ["add", "echo"])
    #expect(h.printed.text.contains("loaded echo (destructive: asks before each call)"))
    await h.playground.endSession()
  }

  @Test func toolMCPWithAnUnknownOnlyNameFailsNamingTheServersTools() async throws {
    let h = MCPPlaygroundHarness()
    do {
      try await h.run(MCPPlaygroundHarness.load("--only nosuch"))
      Issue.record("expected an error")
    } catch let error as PlaygroundError {
      #expect(error.message.contains("nosuch"))
      #expect(error.message.contains("whoami"))
    }
    #expect(await h.playground.toolNames.isEmpty)
    await h.playground.endSession()
  }

  @Test func toolsShowsTheServerEachToolComesFrom() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load("--only add"), ":tools")
    let line = try #require(h.printed.of(.info).last)
    #expect(line.contains("runs: mcp (add on "))
    #expect(line.contains("callsite_test_server.py)"))
    await h.playground.endSession()
  }

  @Test func toolShowListsTheServersAnnotations() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load("--only add"), ":tool show add")
    let table = try #require(h.printed.of(.info).last)
    #expect(table.contains("  annotations: read-only"))
    #expect(table.contains("  server: "))
    await h.playground.endSession()
  }

  @Test func toolSaveWritesTheMCPRunWithPathsFromTheFilesFolder() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load("--only add"), ":tool save add")
    let text = try #require(h.file("content/tools/add.json"))
    let run = try #require(try JSONValue.parse(text)["run"]?["mcp"])
    #expect(run["command"]?.arrayValue?[0].stringValue == MCPPlaygroundHarness.python)
    // The server script is absolute here (it lies outside the folder), so it stays so.
    #expect(run["command"]?.arrayValue?[1].stringValue == MCPPlaygroundHarness.server)
    #expect(run["timeoutSeconds"] == 60)
    #expect(run["tool"] == nil)
    #expect(run["annotations"]?["readOnlyHint"] == true)
    #expect(text == ToolFileLayout.text(try JSONValue.parse(text)))
    await h.playground.endSession()
  }

  @Test func aSavedMCPToolLoadsAndRunsAgain() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("add", #"{"numbers":[2,3]}"#), .text("5"),
    ])
    try await h.run(MCPPlaygroundHarness.load("--only add"), ":tool save add", ":tool rm add")
    try await h.run(":tool load add", "Add 2 and 3")
    #expect(h.printed.of(.toolOutput).first?.contains(#""total":5"#) == true)
    await h.playground.endSession()
  }

  @Test func toolLogShowsWhatTheServerWroteToStandardError() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(MCPPlaygroundHarness.load("--only add"), ":tool log add")
    #expect(h.printed.of(.info).last?.contains("callsite-test-server: ready") == true)
    await h.playground.endSession()
  }

  @Test func toolLogOfAToolWithoutAServerSaysSo() async throws {
    let h = MCPPlaygroundHarness()
    try await h.run(":tool new plain \"A tool\"", ":tool run plain reply \"ok\"")
    do {
      try await h.run(":tool log plain")
      Issue.record("expected an error")
    } catch let error as PlaygroundError {
      #expect(error.message.contains("does not run on an MCP server"))
    }
  }
}
