import CallsiteCore
import Testing

@Suite struct CommandChoiceTests {
  static let fast = CommandOption.flag("fast", help: "Go fast.")
  static let slow = CommandOption.flag("slow", help: "Go slow.")
  static let file = CommandArgument("FILE", help: "A file.", isOptional: false)
  static let kind = CommandArgument.oneOf(
    [
      CommandChoice("lesson", help: "A lesson."),
      CommandChoice("replay", [file], help: "Replay FILE."),
      CommandChoice("server", options: [fast, slow], help: "A server."),
    ], help: "What to make:")
  static let declaration = CommandDeclaration(
    name: "make", overview: "Makes a thing.", arguments: [kind],
    options: [
      fast, slow, CommandOption.value("format", "F", help: "Required. The format.").required(),
    ])

  @Test func anArgumentNamedByItsChoicesShowsThemOnTheUsageLine() {
    #expect(Self.kind.usage == "lesson|replay FILE|server [OPTIONS]")
  }

  @Test func aChoicesOwnOptionsShowInFullInTheFullUsage() {
    #expect(Self.kind.usage(full: true) == "lesson|replay FILE|server [--fast] [--slow]")
  }

  @Test func aChoiceWithOneOptionOfItsOwnShowsIt() {
    #expect(CommandChoice("serve", options: [Self.fast], help: "").usage == "serve [--fast]")
  }

  @Test func aRequiredOptionIsShownWithoutBrackets() {
    #expect(
      Self.declaration.usageLine
        == "make [--fast] [--slow] --format F lesson|replay FILE|server [OPTIONS]")
  }

  @Test func theHelpListsEachChoiceUnderItsArgument() {
    let lines = Self.declaration.help.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("    lesson ") && $0.hasSuffix("A lesson.") })
    #expect(lines.contains { $0.hasPrefix("    replay FILE ") })
  }

  @Test func anUnknownWordIsAnsweredWithTheNearestChoiceAndTheList() {
    #expect(
      Self.kind.hint(forUnknown: "lesosn") == "did you mean lesson? use lesson, replay or server")
    #expect(Self.kind.hint(forUnknown: "zzz") == "use lesson, replay or server")
  }

  @Test func aChoiceIsFoundByItsWord() {
    #expect(Self.kind.choice(named: "replay")?.arguments == [Self.file])
    #expect(Self.kind.choice(named: "Replay") == nil)
  }

  @Test func aDeclaredArgumentIsReadByItselfNotByPosition() throws {
    guard case .run(let arguments) = try Self.declaration.parse(["--fast", "lesson"]) else {
      Issue.record("not a run")
      return
    }
    #expect(arguments.value(Self.kind) == "lesson")
    #expect(arguments.has(Self.fast))
  }
}
