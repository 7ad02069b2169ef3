import CallsiteCore
import Testing

@Suite struct CommandParsingTests {
  static let output = CommandOption.value("output", "DIR", help: "Where to write.", default: "site")
  static let clean = CommandOption.flag("clean", help: "Start afresh.")
  static let file = CommandArgument("FILE", help: "The input.")
  let declaration = CommandDeclaration(
    name: "tool", overview: "Does a thing.", arguments: [file], options: [output, clean])

  func run(_ words: [String]) throws -> CommandArguments {
    guard case .run(let arguments) = try declaration.parse(words) else {
      Issue.record("not a run")
      return CommandArguments()
    }
    return arguments
  }

  @Test func anOptionTakesTheNextWordOrTheTextAfterEquals() throws {
    #expect(try run(["--output", "out"])[Self.output] == "out")
    #expect(try run(["--output=out"])[Self.output] == "out")
    #expect(try run(["--output=--odd"])[Self.output] == "--odd")
  }

  @Test func anOptionNotGivenHasItsDeclaredDefault() throws {
    let arguments = try run([])
    #expect(arguments[Self.output] == "site")
    #expect(!arguments.gave(Self.output))
  }

  @Test func aFlagIsPresentOnlyWhenGiven() throws {
    #expect(try run(["--clean"]).has(Self.clean))
    #expect(try !run([]).has(Self.clean))
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
