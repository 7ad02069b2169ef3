import CallsiteCore
import Testing

@testable import Playground

@Test func aDeclaredOptionIsReadThroughItsDeclaration() throws {
  guard
    case .command(let c) = try PlaygroundInput.parse(":tool arg t days integer --min 1 --optional")
  else {
    Issue.record("not read as a command")
    return
  }
  #expect(c.value(ToolArgCommand.minimum) == "1")
  #expect(c.value(ToolArgCommand.maximum) == nil)
  #expect(c.has(ToolArgCommand.optional))
}

@Test func typingABangGivesTheDeclaredForceFlag() throws {
  guard case .command(let c) = try PlaygroundInput.parse(":save! hello") else {
    Issue.record("not read as a command")
    return
  }
  #expect(c.has(CommandSpec.force))
}

@Test func everyCommandThatReplacesAFileDeclaresForce() {
  let forced = CommandRegistry.all.filter { $0.spec.options.contains(CommandSpec.force) }
  #expect(
    forced.map { $0.spec.name }.sorted() == ["export", "history save", "save", "tool save"])
}

@Test func aMissingRequiredArgumentSaysWhatItIsAndHowToTypeTheCommand() async {
  let h = Harness()
  let error = await h.error(":tool describe")
  #expect(error?.message == ":tool needs a tool name")
  #expect(error?.hint == "type :tool describe NAME DESCRIPTION")
}

@Test func anOptionalArgumentLeftOutTakesItsDefault() async throws {
  let h = Harness()
  try await h.weatherTool()
  h.printed.clear()
  try await h.run(":tool show getWeather")
  let table = h.printed.text
  h.printed.clear()
  try await h.run(":tool show getWeather table")
  #expect(h.printed.text == table)
}

@Test func anUnknownToolRunKindListsTheDeclaredKinds() async throws {
  let h = Harness()
  try await h.weatherTool()
  let error = await h.error(":tool run getWeather echo hi")
  #expect(error?.message == "unknown implementation \"echo\"")
  #expect(
    error?.hint == "use reply, when, replies, reply-default, no-default, fail, command or builtin")
}

@Test func aTimeoutIsReadOnlyByTheCommandKind() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool run getWeather reply Sunny --timeout soon")
  let error = await h.error(":tool run getWeather command ./x.sh --timeout soon")
  #expect(error?.message == "--timeout needs a number, got \"soon\"")
}

@Test func anUnknownModelKindIsRefusedWithTheDeclaredKinds() async {
  let h = Harness()
  let error = await h.error(":model gpt")
  #expect(error?.message == "unknown model \"gpt\"")
  #expect(ModelCommand.kind.choices.map(\.name) == ["offline", "openai", "replay", "manual"])
}

@Test func replayWithoutAFileSaysItNeedsOne() async {
  let h = Harness()
  #expect(await h.error(":model replay")?.message == ":model needs a transcript file")
}

@Test func aReplCommandIsDeclaredWithTheTypeGensSubcommandsUse() {
  let declaration: CommandDeclaration = ToolArgCommand.spec.declaration
  #expect(declaration.name == "tool arg")
  #expect(declaration.overview == ToolArgCommand.spec.summary)
  #expect(declaration.arguments.map(\.name) == ["NAME", "ARG", "TYPE"])
  #expect(declaration.options.contains(ToolArgCommand.guide))
}
