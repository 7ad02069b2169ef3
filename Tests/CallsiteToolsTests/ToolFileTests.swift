import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@Suite struct ToolFileTests {
  func parse(_ text: String) throws(ToolFileError) -> ToolFile {
    try ToolFile.parse(text, path: "tools/probe.json", baseDirectory: TestSupport.contentTools)
  }

  func failure(_ text: String) -> ToolFileError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func aBuiltinFileDecodesItsNameAndOptions() throws {
    let file = try parse(
      TestSupport.toolText(
        run: #"{"builtin": "weather", "options": {"referenceDate": "2026-01-01T00:00:00Z"}}"#))
    #expect(file.definition.name == "probe")
    #expect(
      file.implementation
        == .builtin(
          name: "weather", options: JSONObject([("referenceDate", "2026-01-01T00:00:00Z")])))
  }

  @Test func theDefinitionDoesNotCarryTheRunObject() throws {
    let file = try parse(TestSupport.toolText(run: #"{"reply": "ok"}"#))
    #expect(file.definition.json["run"] == nil)
  }

  @Test func aCommandFileDecodesItsSettings() throws {
    let file = try parse(
      TestSupport.toolText(
        run:
          #"{"command": ["/bin/cat"], "timeoutSeconds": 2.5, "env": ["HOME"], "deterministic": false}"#
      ))
    #expect(
      file.implementation
        == .command(
          CommandSpec(
            argv: ["/bin/cat"], timeoutSeconds: 2.5, environment: ["HOME"], deterministic: false)))
    #expect(file.isDeterministic == false)
  }

  @Test func aRepliesFileDecodesItsRulesAndDefault() throws {
    let file = try parse(
      TestSupport.toolText(
        run: #"{"replies": [{"when": {"city": "Raleigh"}, "output": "72F"}], "default": "unknown"}"#
      ))
    #expect(
      file.implementation
        == .replies([ReplyRule(when: ["city": "Raleigh"], output: "72F")], default: "unknown"))
  }

  @Test func aFailingCaseIsWrittenBackAsFail() throws {
    let rule = ReplyRule(when: ["city": "Oslo"], failure: "No data")
    #expect(rule.json == ["when": ["city": "Oslo"], "fail": "No data"])
  }

  @Test func aFailFileDecodesItsMessage() throws {
    let file = try parse(
      TestSupport.toolText(run: #"{"fail": "Data Unavailable For Requested Point"}"#))
    #expect(file.implementation == .fail("Data Unavailable For Requested Point"))
  }

  @Test func aJSONSyntaxErrorNamesLineAndColumn() {
    let error = failure("{\n  \"type\": \"function\",\n  \"function\": }")
    #expect(error?.line == 3)
    #expect(error?.column == 15)
    #expect(error?.description.hasPrefix("tools/probe.json:3:15: error: ") == true)
  }

  @Test func anUnknownImplementationKindIsReportedAtItsKey() {
    let error = failure(TestSupport.toolText(run: "{\"shell\": \"ls\"}"))
    #expect(error?.message.contains("unknown implementation kind \"shell\"") == true)
    #expect(error?.line == 6)
    #expect(error?.column == 19)
  }

  @Test func aSchemaThatDoesNotDecodeIsReportedAtTheKeyword() {
    let text = """
      {"type": "function",
       "function": {"name": "probe", "description": "",
         "parameters": {"type": "object",
           "properties": {"city": {"type": "text"}}}},
       "run": {"reply": "ok"}}
      """
    let error = failure(text)
    #expect(error?.message.contains("unknown type") == true)
    #expect(error?.line == 4)
  }

  @Test func aReplyWhoseWhenBreaksTheSchemaIsReported() {
    let error = failure(
      TestSupport.toolText(run: #"{"replies": [{"when": {"days": "three"}, "output": "x"}]}"#))
    #expect(error?.message.contains("/days") == true)
    #expect(error?.line == 6)
  }

  @Test func aReplyMayLeaveOutRequiredArguments() throws {
    let file = try parse(
      TestSupport.toolText(run: #"{"replies": [{"when": {"days": 3}, "output": "x"}]}"#))
    #expect(
      file.implementation == .replies([ReplyRule(when: ["days": 3], output: "x")], default: nil))
  }

  @Test func aCommandThatDoesNotExistIsReported() {
    let error = failure(TestSupport.toolText(run: #"{"command": ["no-such-program-callsite"]}"#))
    #expect(error?.message.contains("does not exist") == true)
    #expect(error?.line == 6)
  }

  @Test func aScriptThatDoesNotExistIsReported() {
    let error = failure(TestSupport.toolText(run: #"{"command": ["/bin/sh", "missing.sh"]}"#))
    #expect(error?.message.contains("missing.sh") == true)
  }

  @Test func anUnknownBuiltinIsReported() {
    let error = failure(TestSupport.toolText(run: #"{"builtin": "stocks"}"#))
    #expect(error?.message.contains("unknown builtin") == true)
  }

  @Test func aMissingRunObjectIsReported() {
    let error = failure(#"{"type": "function", "function": {"name": "x"}}"#)
    #expect(error?.message.contains("no \"run\" object") == true)
  }

  @Test func writingBackKeepsUnknownKeysAfterTheLayoutsOwn() throws {
    let text = """
      {
        "type": "function",
        "x-note": "kept",
        "function": {
          "name": "probe",
          "description": "A test tool",
          "parameters": {
            "type": "object",
            "properties": {}
          }
        },
        "run": {
          "command": ["/bin/cat"],
          "timeoutSeconds": 10.0,
          "x-owner": "docs"
        }
      }

      """
    let written = """
      {
        "type": "function",
        "function": {
          "name": "probe",
          "description": "A test tool",
          "parameters": {
            "type": "object",
            "properties": {}
          }
        },
        "run": {
          "command": ["/bin/cat"],
          "timeoutSeconds": 10.0,
          "x-owner": "docs"
        },
        "x-note": "kept"
      }

      """
    let file = try parse(text)
    #expect(written != text)
    #expect(file.jsonText == written)
  }

  @Test func loadingAFileThatIsNotThereSaysSo() {
    #expect(throws: ToolFileError.self) {
      try ToolFile.load(contentsOf: URL(fileURLWithPath: "/nonexistent/callsite/tool.json"))
    }
  }

  @Test func loadingAFileWithABadByteNamesItsLineAndColumn() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("probe.json")
    var bytes = Array(TestSupport.toolText(run: #"{"reply": "caf!"}"#).utf8)
    bytes[bytes.lastIndex(of: UInt8(ascii: "!"))!] = 0xE9
    try Data(bytes).write(to: url)
    do {
      _ = try ToolFile.load(contentsOf: url)
      Issue.record("a tool file with a bad byte should not load")
    } catch {
      #expect(error.line == 6)
      #expect(error.column == 23)
      #expect(error.message.contains("0xE9"))
    }
  }
}
