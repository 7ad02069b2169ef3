import CallsiteCore
import Testing

/// Recognising a call written as text, in each wrapper small models use.
@Suite struct UnparsedToolCallTests {
  let tools = ["getCoordinates", "getWeatherForecast"]

  @Test func aCallInToolsTagsIsFound() {
    let found = UnparsedToolCall.find(
      in: #"<tools>{"name": "getCoordinates", "arguments": {"location": "Raleigh, NC"}}</tools>"#,
      tools: tools)
    #expect(found?.tool == "getCoordinates")
    #expect(found?.wrapper == "tools")
    #expect(found?.arguments == #"{"location":"Raleigh, NC"}"#)
  }

  @Test func aCallInToolCallTagsIsFound() {
    let found = UnparsedToolCall.find(
      in: "<tool_call>\n{\"name\": \"getCoordinates\", \"arguments\": {}}\n</tool_call>",
      tools: tools)
    #expect(found?.wrapper == "tool_call")
  }

  @Test func aCallInAJSONFenceIsFound() {
    let text =
      "Sure:\n```json\n{\"name\": \"getWeatherForecast\", \"arguments\": {\"latitude\": 35.2}}\n```"
    let found = UnparsedToolCall.find(in: text, tools: tools)
    #expect(found?.tool == "getWeatherForecast")
    #expect(found?.wrapper == "fence")
  }

  @Test func aBareCallIsFound() {
    let found = UnparsedToolCall.find(
      in: #"{"name": "getCoordinates", "arguments": "{\"location\": \"Oslo\"}"}"#, tools: tools)
    #expect(found?.wrapper == "bare")
    #expect(found?.arguments == #"{"location": "Oslo"}"#)
  }

  @Test func aNameThatIsNotASessionToolIsNotACall() {
    #expect(
      UnparsedToolCall.find(in: #"{"name": "Ada", "arguments": {}}"#, tools: tools) == nil)
  }

  @Test func anObjectWithoutArgumentsIsNotACall() {
    #expect(UnparsedToolCall.find(in: #"{"name": "getCoordinates"}"#, tools: tools) == nil)
  }

  @Test func aCallCutOffAtTheTokenLimitIsFoundOnlyWhenTheReplyWasCutOff() {
    let text = #"<tools>{"name": "getCoordinates", "arguments": {"loc"#
    #expect(UnparsedToolCall.find(in: text, tools: tools) == nil)
    let found = UnparsedToolCall.find(in: text, tools: tools, cutOff: true)
    #expect(found?.complete == false)
    #expect(found?.note.contains("token limit") == true)
  }
}
