import CallsiteCore
import CallsiteModels
import Testing

@testable import Playground

/// A round that had to call a tool but got text: the author is told once what was sent.
struct UnforcedToolChoiceTests {
  private let text = ModelReply(.text("Paris is in France."))
  private let call = ModelReply(
    .toolCalls([ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)]))

  private func round(_ printer: StreamPrinter, _ choice: OpenAIToolChoice?, _ reply: ModelReply) {
    printer.receive(.requestSent(round: 1, toolChoice: choice))
    printer.receive(.finished(reply))
  }

  @Test func aNamedChoiceAnsweredWithTextIsExplainedOnceWithWhatWasSent() {
    let printed = Printed()
    let printer = StreamPrinter { printed.append($0) }
    round(printer, .function("getWeather"), text)
    round(printer, .function("getWeather"), text)
    let notes = printed.of(.note)
    #expect(notes.count == 1)
    #expect(notes.first?.contains(#"{"type":"function","function":{"name":"getWeather"}}"#) == true)
    #expect(notes.first?.contains("did not enforce") == true)
  }

  @Test func aChoiceTheServerEnforcedOrDidNotForceSaysNothing() {
    let printed = Printed()
    let printer = StreamPrinter { printed.append($0) }
    round(printer, .function("getWeather"), call)
    round(printer, .auto, text)
    round(printer, nil, text)
    #expect(printed.of(.note).isEmpty)
  }

  @Test func requiredAnsweredWithTextIsExplainedToo() {
    let printed = Printed()
    let printer = StreamPrinter { printed.append($0) }
    round(printer, .required, text)
    #expect(printed.of(.note).first?.contains(#"tool_choice "required""#) == true)
  }
}
