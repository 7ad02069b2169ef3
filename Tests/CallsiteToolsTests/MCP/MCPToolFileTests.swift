import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// A tool file's `"run": {"mcp": {…}}`.
struct MCPToolFileTests {
  private func parse(_ mcp: String) throws -> ToolFile {
    try ToolFile.parse(
      TestSupport.toolText(run: #"{"mcp": \#(mcp)}"#), path: "probe.json",
      baseDirectory: FileManager.default.temporaryDirectory)
  }

  @Test func anMCPRunIsReadWithItsToolEnvironmentAndTimeout() throws {
    let file = try parse(
      #"{"command": ["sh", "-c", "exit 0"], "tool": "get_time", "env": {"TZ": "UTC"}, "timeoutSeconds": 5}"#
    )
    #expect(
      file.implementation
        == .mcp(
          MCPServerSpec(
            command: ["sh", "-c", "exit 0"], tool: "get_time", environment: ["TZ": "UTC"],
            timeoutSeconds: 5)))
    #expect(!file.isDeterministic)
  }

  @Test func anMCPRunWithoutACommandNamesTheLineAndWhatToWrite() throws {
    #expect {
      try parse(#"{"tool": "x"}"#)
    } throws: { error in
      guard let error = error as? ToolFileError else { return false }
      return error.line == 6 && error.message.contains("\"command\"")
    }
  }

  @Test func anEnvironmentValueThatIsNotAStringIsAnErrorAtItsPlace() throws {
    #expect {
      try parse(#"{"command": ["sh"], "env": {"N": 3}}"#)
    } throws: { error in
      (error as? ToolFileError)?.message == "the value of N must be a string"
    }
  }

  @Test func aMissingRelativeServerProgramIsReportedWithThePathLookedFor() throws {
    #expect {
      try parse(#"{"command": ["./no-such-server"]}"#)
    } throws: { error in
      (error as? ToolFileError)?.message.contains("does not exist") == true
    }
  }

  @Test func anMCPRunIsWrittenBackWithItsKeysAndUnknownOnesKept() throws {
    let file = try parse(#"{"command": ["sh"], "timeoutSeconds": 20, "note": "kept"}"#)
    let again = try ToolFile.parse(
      file.jsonText, path: "probe.json", baseDirectory: FileManager.default.temporaryDirectory)
    #expect(again.implementation == file.implementation)
    #expect(file.jsonText.contains("\"note\": \"kept\""))
    #expect(file.jsonText.contains("\"timeoutSeconds\": 20"))
  }
}
