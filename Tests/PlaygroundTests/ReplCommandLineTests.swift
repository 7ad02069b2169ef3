import CallsiteCore
import Playground
import Testing

@Suite struct ReplCommandLineTests {
  @Test func noArgumentsReadStandardInputOrStartTheSession() throws {
    #expect(try ReplCommandLine.parse([]) == .run(ReplLaunch()))
  }

  @Test func scriptTakesAFileAsTheNextWordOrAfterEquals() throws {
    #expect(
      try ReplCommandLine.parse(["--script", "a.repl"]) == .run(ReplLaunch(script: "a.repl")))
    #expect(try ReplCommandLine.parse(["--script=a.txt"]) == .run(ReplLaunch(script: "a.txt")))
  }

  @Test func aFileEndingInDotReplIsTheScript() throws {
    #expect(try ReplCommandLine.parse(["a.repl"]) == .run(ReplLaunch(script: "a.repl")))
  }

  @Test func checkIsAFlag() throws {
    #expect(
      try ReplCommandLine.parse(["--script", "a.repl", "--check"])
        == .run(ReplLaunch(script: "a.repl", check: true)))
  }

  @Test func scriptWithoutAFileIsAUsageError() {
    #expect(throws: UsageError("Missing value for '--script FILE'.")) {
      try ReplCommandLine.parse(["--script"])
    }
  }

  @Test func anUnknownOptionSuggestsTheNearestOne() {
    #expect(throws: UsageError("Unknown option '--scrpit'. Did you mean '--script'?")) {
      try ReplCommandLine.parse(["--scrpit", "a.repl"])
    }
    #expect(throws: UsageError("Unknown option '--chek'. Did you mean '--check'?")) {
      try ReplCommandLine.parse(["--chek"])
    }
  }

  @Test func aWordThatIsNotAScriptIsAUsageError() {
    #expect(throws: UsageError.self) { try ReplCommandLine.parse(["notes.txt"]) }
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["--script", "a.repl", "b.repl"])
    }
  }

  @Test func helpAndVersionAreRequestsOfTheirOwn() throws {
    #expect(try ReplCommandLine.parse(["--help"]) == .help)
    #expect(try ReplCommandLine.parse(["-h"]) == .help)
    #expect(try ReplCommandLine.parse(["--version"]) == .version)
  }

  @Test func checkOnATerminalWithoutAScriptIsAUsageError() {
    #expect(throws: UsageError.self) {
      try ReplLaunch(check: true).isInteractive(standardInputIsTerminal: true)
    }
  }

  @Test func checkWithAPipedScriptIsNotInteractive() throws {
    #expect(try !ReplLaunch(check: true).isInteractive(standardInputIsTerminal: false))
    #expect(try ReplLaunch().isInteractive(standardInputIsTerminal: true))
  }

  @Test func theHelpHasALineForEveryDeclaredOption() {
    let lines = ReplCommandLine.declaration.help.split(separator: "\n")
    for option in ReplCommandLine.declaration.allOptions {
      #expect(lines.contains { $0.hasPrefix("  \(option.synopsis) ") }, "\(option.name)")
    }
  }

  @Test func theHelpMentionsNoOptionThatIsNotDeclared() {
    let declared = Set(ReplCommandLine.declaration.allOptions.map { "--" + $0.name })
    let mentioned = ReplCommandLine.declaration.help
      .split { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" || $0 == ":" || $0 == "," }
      .filter { $0.hasPrefix("--") }.map(String.init)
    #expect(Set(mentioned) == declared)
  }
}
