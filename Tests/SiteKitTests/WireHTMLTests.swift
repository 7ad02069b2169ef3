import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct WireHTMLTests {
  func render(_ json: String) throws -> String {
    TranscriptHTML(
      transcript: try Transcript(jsonText: json), name: "w", tools: [:], defaultContextSize: 4096,
      root: "../../", standalone: true
    ).render(steps: nil)
  }

  /// The wire view of step `n` (1-based).
  func wire(_ html: String, step n: Int) throws -> String {
    let step = html.components(separatedBy: "<li class=\"step ")[n]
    let start = try #require(step.range(of: "<details class=\"wire\""))
    let end = try #require(step.range(of: "</details>\n", range: start.upperBound..<step.endIndex))
    return String(step[start.lowerBound..<end.upperBound])
  }

  static let call = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "user", "id": "e1", "contents": [{"type": "text", "id": "s1", "text": "Weather in Bern?"}], "options": {}},
      {"role": "response", "id": "e2", "toolCalls": [{"id": "c1", "name": "getWeather", "arguments": "{\\"city\\": \\"</code><script>\\"}"}]},
      {"role": "tool", "id": "e3", "toolCallID": "c1", "toolName": "getWeather", "contents": [{"type": "text", "id": "s2", "text": "Tool error: no data"}]}
    ]}, "callsite": {"failures": [{"after": "e1", "callID": "c9", "tool": "getWeather", "arguments": "{}", "error": "timed out"}]}}
    """

  @Test func aToolCallIsShownAsOpenAIAnthropicAndMCPEscaped() throws {
    let html = try render(Self.call)
    let wire = try wire(html, step: 3)
    #expect(
      wire.hasPrefix(
        "<details class=\"wire\" id=\"w-step-3-wire\"><summary>On the wire</summary>"))
    #expect(wire.contains("<p class=\"wire-label\">OpenAI Chat Completions message</p>"))
    #expect(
      wire.contains("Anthropic Messages content block (in an <code>assistant</code> message)"))
    #expect(wire.contains("<p class=\"wire-label\">MCP <code>tools/call</code> request</p>"))
    #expect(wire.contains("<span class=\"hl-string\">\"tool_use\"</span>"))
    #expect(wire.contains("<span class=\"hl-string\">\"tools/call\"</span>"))
    #expect(!wire.contains("<script>"))
    #expect(wire.contains("&lt;/code&gt;&lt;script&gt;"))
  }

  @Test func aPythonSDKErrorOutputIsAnErrorResultOnTheWire() throws {
    let wire = try wire(try render(Self.call), step: 4)
    #expect(
      wire.contains(
        "<span class=\"hl-key\">\"is_error\"</span>: <span class=\"hl-literal\">true</span>"))
    #expect(
      wire.contains(
        "<span class=\"hl-key\">\"isError\"</span>: <span class=\"hl-literal\">true</span>"))
    #expect(wire.contains("MCP <code>tools/call</code> result"))
  }

  @Test func aRecordedFailureHasTheMCPRequestAndItsErrorResult() throws {
    let html = try render(Self.call)
    let wire = try wire(html, step: 2)
    #expect(html.components(separatedBy: "<li class=\"step ")[2].hasPrefix("step-failure"))
    #expect(wire.contains("MCP <code>tools/call</code> request"))
    #expect(wire.contains("MCP <code>tools/call</code> result"))
    #expect(wire.contains("<span class=\"hl-string\">\"timed out\"</span>"))
  }

  @Test func longStringsAndArraysAreShortenedAndSaidToBe() {
    let long = String(repeating: "x", count: 500)
    let value: JSONValue = ["text": .string(long), "items": [1, 2, 3, 4, 5, 6]]
    let (short, changed) = WireHTML.shortened(value)
    #expect(changed)
    #expect(short.objectValue?["text"] == .string(String(repeating: "x", count: 100) + "…"))
    #expect(short.objectValue?["items"] == [1, 2, 3, "… 3 more"])
    let html = WireHTML.render(
      WireStep(openai: value, anthropic: [], mcp: []), anthropicRole: nil, id: "s-1-wire")
    #expect(html.contains("<code>gen export</code> writes them whole"))
  }

  @Test func shortValuesAreShownWhole() {
    let value: JSONValue = ["role": "user", "content": "Hi", "list": [1, 2, 3, 4]]
    #expect(WireHTML.shortened(value) == (value, false))
    #expect(
      !WireHTML.render(
        WireStep(openai: value, anthropic: [], mcp: []), anthropicRole: "user", id: "s-1-wire"
      )
      .contains("shortened"))
  }

  @Test func aStepWithNoWireFormHasNoWireView() {
    #expect(
      WireHTML.render(
        WireStep(openai: nil, anthropic: [], mcp: []), anthropicRole: nil, id: "s-1-wire") == "")
  }
}
