import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A session script's turns with MCP tools: destructive calls, provenance, the servers' end.
extension MCPPlaygroundTests {
  @Test func aDestructiveToolIsRefusedInAScriptWithoutToolAllow() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("echo", #"{"text":"hi"}"#), .text("done"),
    ])
    let script = MCPPlaygroundHarness.load("--only echo") + "\nSay hi\n"
    do {
      try await ScriptRunner.run(script, in: h.playground)
      Issue.record("expected the script to fail")
    } catch {
      #expect(error.line == 2)
      #expect(error.error.description.contains("echo is marked destructive"))
      #expect(error.error.description.contains(":tool allow echo"))
    }
    let transcript = await h.playground.transcript
    #expect(!transcript.entries.contains { $0.roleName == "prompt" })
    #expect(h.printed.of(.toolOutput).isEmpty)
  }

  @Test func toolAllowLetsADestructiveToolRunInAScript() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("echo", #"{"text":"hi"}"#), .text("done"),
    ])
    let script = MCPPlaygroundHarness.load("--only echo") + "\n:tool allow echo\nSay hi\n"
    try await ScriptRunner.run(script, in: h.playground)

    #expect(h.printed.of(.toolOutput) == ["← echo: hi"])
  }

  @Test func anInteractiveAuthorIsAskedBeforeADestructiveCall() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("echo", #"{"text":"hi"}"#), .text("done"),
    ])
    let asked = Printed()
    await h.playground.attach(
      confirm: { question in
        asked.append(OutputLine(.info, question))
        return true
      }, askMove: nil, journal: nil)
    try await h.run(MCPPlaygroundHarness.load("--only echo"), "Say hi")
    #expect(asked.text.contains("echo is marked destructive by its server"))
    #expect(asked.text.contains(#"Run echo {"text":"hi"}?"#))

    #expect(h.printed.of(.toolOutput) == ["← echo: hi"])
    await h.playground.endSession()
  }

  @Test func aReadOnlyToolRunsWithoutAsking() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("add", #"{"numbers":[1,2]}"#), .text("3"),
    ])
    try await ScriptRunner.run(
      MCPPlaygroundHarness.load("--only add") + "\nAdd 1 and 2\n", in: h.playground)
    #expect(h.printed.of(.toolOutput).first?.contains(#""total":3"#) == true)
  }

  @Test func theSavedTranscriptRecordsTheServerInItsProvenance() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("add", #"{"numbers":[1,2]}"#), .text("3"),
    ])
    try await ScriptRunner.run(
      MCPPlaygroundHarness.load("--only add") + "\nAdd 1 and 2\n:save sums\n", in: h.playground)
    let text = try #require(h.file("content/transcripts/sums.json"))
    let servers = try JSONValue.parse(text)["callsite"]?["provenance"]?["mcpServers"]
    let server = try #require(servers?.arrayValue?.first)
    #expect(servers?.arrayValue?.count == 1)
    #expect(server["serverName"] == "callsite-test-server")
    #expect(server["serverVersion"] == "1.0.0")
    #expect(server["toolListHash"]?.stringValue?.count == 64)
    #expect(server["command"]?.arrayValue?[1].stringValue == MCPPlaygroundHarness.server)
  }

  @Test func aTurnWithoutMCPToolsRecordsNoServers() async throws {
    let h = MCPPlaygroundHarness([.text("hello")])
    try await ScriptRunner.run(
      MCPPlaygroundHarness.load("--only add") + "\nHello\n:save plain\n", in: h.playground)
    let text = try #require(h.file("content/transcripts/plain.json"))
    #expect(try JSONValue.parse(text)["callsite"]?["provenance"]?["mcpServers"] == nil)
  }

  @Test func theServerProcessIsGoneOnceTheScriptEnds() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("whoami", "{}"), .text("done"),
    ])
    try await ScriptRunner.run(
      MCPPlaygroundHarness.load("--only whoami") + "\n:tool allow whoami\nWho are you?\n",
      in: h.playground)
    let output = try #require(h.printed.of(.toolOutput).first)
    let pid = try #require(Int32(output.replacingOccurrences(of: "← whoami: ", with: "")))
    #expect(await MCPPlaygroundHarness.ends(pid, within: 10))
  }

  @Test func theServerProcessIsGoneOnceTheAuthorQuits() async throws {
    let h = MCPPlaygroundHarness([
      MCPPlaygroundHarness.call("whoami", "{}"), .text("done"),
    ])
    // whoami has no annotations, so it may be destructive: the author says y when asked.
    let console = ScriptedConsole([
      MCPPlaygroundHarness.load("--only whoami"), "Who are you?", "y", ":quit", "y",
    ])
    await InteractiveLoop(playground: h.playground, console: console, journal: nil).run()
    #expect(console.text.contains("whoami is marked destructive by its server"))
    let output = try #require(h.printed.of(.toolOutput).first)
    let pid = try #require(Int32(output.replacingOccurrences(of: "← whoami: ", with: "")))
    #expect(await MCPPlaygroundHarness.ends(pid, within: 10))
  }
}
