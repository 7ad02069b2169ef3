import CallsiteCore
import CallsiteTools
import Testing

/// How a `tools/call` result's content parts become output text.
struct MCPCallResultTests {
  @Test func textPartsAreJoinedLineByLine() {
    let result = MCPCallResult(content: [
      ["type": "text", "text": "one"], ["type": "text", "text": "two"],
    ])
    #expect(result.text == "one\ntwo")
  }

  @Test func aResourceLinkIsNamedWithItsURI() {
    let result = MCPCallResult(content: [
      ["type": "resource_link", "uri": "file:///a.txt", "name": "a.txt", "mimeType": "text/plain"]
    ])
    #expect(result.text == "[resource link: a.txt <file:///a.txt>, text/plain]")
  }

  @Test func anEmbeddedTextResourceKeepsItsText() {
    let result = MCPCallResult(content: [
      ["type": "resource", "resource": ["uri": "mem://note", "text": "hello"]]
    ])
    #expect(result.text == "[resource: mem://note]\nhello")
  }

  @Test func anAudioPartIsNamedWithItsTypeAndSize() {
    let result = MCPCallResult(content: [
      ["type": "audio", "data": "AAAAAA==", "mimeType": "audio/wav"]
    ])
    #expect(result.text == "[audio: audio/wav, 4 bytes]")
  }

  @Test func anUnknownPartTypeIsNamedRatherThanDropped() {
    let result = MCPCallResult(content: [["type": "hologram"]])
    #expect(result.text == "[hologram content]")
  }
}
