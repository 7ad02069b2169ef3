import CallsiteCore
import Testing

@testable import Playground

/// How the REPL reads the author's moves, at the `model>` prompt and in `:move`: the same
/// moves and the same messages whichever module does the parsing.
@Suite struct AuthorMoveTests {
  private static func call(_ name: String, _ arguments: String) -> ModelReply.Move {
    .toolCalls([ProposedToolCall(name: name, arguments: arguments)])
  }

  @Test(arguments: [
    (#"call getWeather {"city": "Paris"}"#, call("getWeather", #"{"city": "Paris"}"#)),
    ("  call getWeather  ", call("getWeather", "{}")),
    (#"call f '{"a":1}'"#, call("f", #"{"a":1}"#)),
    ("call f notJSON", call("f", "notJSON")),
    (#"say It   is "42"."#, .text(#"It   is "42"."#)),
    (#"say "It is sunny.""#, .text("It is sunny.")),
    ("say {\"x\": 1}", .text("{\"x\": 1}")),
    (#"say "a" b"#, .text(#""a" b"#)),
    ("say", .text("")),
  ])
  func aLineAtTheModelPromptIsTheMoveAsTyped(line: String, move: ModelReply.Move) throws {
    #expect(try AuthorModel.parse(line) == move)
  }

  @Test(arguments: [
    ("call", "a call move is `call NAME JSON`"),
    ("call f {} extra", "a call move is `call NAME JSON`"),
    ("answer hello", "a move is `call NAME JSON` or `say TEXT`"),
    ("respond hello", "a move is `call NAME JSON` or `say TEXT`"),
  ])
  func aWrongLineAtTheModelPromptSaysWhatAMoveIs(line: String, message: String) {
    #expect(throws: PlaygroundError.self) { try AuthorModel.parse(line) }
    do {
      _ = try AuthorModel.parse(line)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    (#":move call getWeather {"city": "Paris"}"#, call("getWeather", #"{"city": "Paris"}"#)),
    (":move call getWeather", call("getWeather", "{}")),
    (#":move say "It is sunny in Paris.""#, .text("It is sunny in Paris.")),
    (#":move say It   is "sunny""#, .text("It is sunny")),
  ])
  func aMoveCommandQueuesItsMove(command: String, move: ModelReply.Move) async throws {
    let h = Harness()
    try await h.run(":model manual", command)
    #expect(await h.playground.moves.next() == move)
    #expect(await h.playground.moves.next() == nil)
  }

  @Test(arguments: [
    (":move", "a move is call or say"),
    (":move call", "a call move is :move call NAME JSON"),
    (":move call f {} extra", "a call move is :move call NAME JSON"),
    (":move say", "a say move needs text"),
    (":move respond hi", "unknown move \"respond\""),
  ])
  func aWrongMoveCommandSaysWhatToType(command: String, message: String) async {
    let h = Harness()
    #expect(await h.error(command)?.message == message)
  }
}
