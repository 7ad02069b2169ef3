import CallsiteCore
import Testing

@Suite struct CommandParsingTests {
  let declaration = CommandDeclaration(
    name: "tool", overview: "Does a thing.",
    arguments: [CommandArgument("FILE", help: "The input.")],
    options: [
      .value("output", "DIR", help: "Where to write.", default: "site"),
      .flag("clean", help: "Start afresh."),
    ])

  func run(_ words: [String]) throws -> CommandArguments {
    guard case .run(let arguments) = try declaration.parse(words) else {
      Issue.record("not a run")
      return CommandArguments()
    }
    return arguments
  }

  @Test func anOptionTakesTheNextWordOrTheTextAfterEquals() throws {
    #expect(try run(["--output", "out"])["output"] == "out")
    #expect(try run(["--output=out"])["output"] == "out")
    #expect(try run(["--output=--odd"])["output"] == "--odd")
  }

  @Test func anOptionNotGivenHasItsDeclaredDefault() throws {
    let arguments = try run([])
    #expect(arguments["output"] == "site")
    #expect(!arguments.gave("output"))
  }

  @Test func aFlagIsPresentOnlyWhenGiven() throws {
    #expect(try run(["--clean"]).has("clean"))
    #expect(try !run([]).has("clean"))
  }

  @Test func anOptionWithoutItsValueIsAUsageError() {
    #expect(throws: UsageError("Missing value for '--output DIR'.")) {
      try declaration.parse(["--output"])
    }
    #expect(throws: UsageError("Missing value for '--output DIR'.")) {
      try declaration.parse(["--output", "--clean"])
    }
  }

  @Test func anUnknownOptionSuggestsTheNearestDeclaredOne() {
    #expect(throws: UsageError("Unknown option '--clen'. Did you mean '--clean'?")) {
      try declaration.parse(["--clen"])
    }
    #expect(throws: UsageError("Unknown option '--outptu'. Did you mean '--output'?")) {
      try declaration.parse(["--outptu=x"])
    }
  }

  @Test func anUnknownOptionFarFromAnyIsReportedWithoutASuggestion() {
    #expect(throws: UsageError("Unknown option '--frobnicate'.")) {
      try declaration.parse(["--frobnicate"])
    }
  }

  @Test func aFlagGivenAValueIsAUsageError() {
    #expect(throws: UsageError("The flag '--clean' takes no value.")) {
      try declaration.parse(["--clean=yes"])
    }
  }

  @Test func moreWordsThanDeclaredArgumentsIsAUsageError() {
    #expect(throws: UsageError("Unexpected argument 'b'.")) {
      try declaration.parse(["a", "b"])
    }
  }

  @Test func helpWinsOverEverythingElseBeforeADoubleDash() throws {
    #expect(try declaration.parse(["--frobnicate", "--help"]) == .help)
    #expect(try declaration.parse(["-h"]) == .help)
    #expect(try declaration.parse(["--version", "--help"]) == .help)
    #expect(try declaration.parse(["x", "--version"]) == .version)
  }

  @Test func wordsAfterADoubleDashAreArguments() throws {
    #expect(try run(["--", "--help"]).positional == ["--help"])
  }
}
