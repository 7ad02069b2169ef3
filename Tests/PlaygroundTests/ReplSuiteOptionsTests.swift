import CallsiteCore
import Playground
import Testing

@Suite struct ReplSuiteOptionsTests {
  @Test func aSuiteTakesEveryModelGivenInOrderAndTheJobs() throws {
    guard
      case .run(let launch) = try ReplCommandLine.parse([
        "--suite", "s.suite", "--model", "offline", "--model", "openai --model q", "--jobs", "2",
      ])
    else {
      Issue.record("not a run")
      return
    }
    #expect(launch.suite == "s.suite")
    #expect(launch.models == ["offline", "openai --model q"])
    #expect(launch.jobs == 2)
  }

  @Test func repeatRunsEachCaseThatOftenInPlaceOfTheSuitesOwn() throws {
    guard
      case .run(let launch) = try ReplCommandLine.parse([
        "--suite", "s.suite", "--model", "offline", "--repeat", "2",
      ])
    else {
      Issue.record("not a run")
      return
    }
    #expect(launch.repetitions == 2)
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["--suite", "s.suite", "--model", "offline", "--repeat", "0"])
    }
    #expect(throws: UsageError.self) { try ReplCommandLine.parse(["--repeat", "2"]) }
  }

  @Test func aSuiteWithoutAModelIsAUsageError() {
    #expect(
      throws: UsageError(
        "'--suite' needs the models to run: give --model offline, --model 'openai --model NAME', …")
    ) { try ReplCommandLine.parse(["--suite", "s.suite"]) }
  }

  @Test func updateIsTakenOnlyWithASuiteCheck() throws {
    guard
      case .run(let launch) = try ReplCommandLine.parse([
        "--suite", "s.suite", "--check", "--update",
      ])
    else {
      Issue.record("not a run")
      return
    }
    #expect(launch.update)
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["--suite", "s.suite", "--model", "offline", "--update"])
    }
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["a.repl", "--check", "--update"])
    }
  }

  @Test func checkingASuiteTakesNoModel() throws {
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["--suite", "s.suite", "--check", "--model", "offline"])
    }
    guard case .run(let launch) = try ReplCommandLine.parse(["--suite", "s.suite", "--check"])
    else { return }
    #expect(launch.check)
  }

  @Test func jobsMustBeAWholeNumberAboveZero() {
    #expect(throws: UsageError.self) {
      try ReplCommandLine.parse(["--suite", "s.suite", "--model", "offline", "--jobs", "0"])
    }
  }

  @Test func aSuiteDoesNotGoWithAScript() {
    #expect(throws: UsageError("'--suite' runs on its own: leave out a script.")) {
      try ReplCommandLine.parse(["--suite", "s.suite", "--model", "offline", "a.repl"])
    }
  }

  @Test func theMisspelledOptionSuggestsSuite() {
    #expect(throws: UsageError("Unknown option '--suit'. Did you mean '--suite'?")) {
      try ReplCommandLine.parse(["--suit", "s.suite"])
    }
  }
}

@Suite struct ReplSuiteIgnoredSettingsTests {
  /// The message of the usage error `words` give, or nil when they parse.
  func usageError(_ words: [String]) -> String? {
    do {
      _ = try ReplCommandLine.parse(words)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aModelSettingBesideASuiteIsAUsageErrorNamingTheFlagAndWhereItGoes() {
    let message = usageError([
      "--suite", "s.suite", "--model", "openai --model q", "--max-tokens", "512",
    ])
    #expect(message?.contains("'--max-tokens'") == true)
    #expect(message?.contains("--model 'openai --model NAME --max-tokens VALUE'") == true)
  }

  @Test func aTemperatureBesideASuiteIsAUsageErrorPointingToTheSuitesLine() {
    let message = usageError(["--suite", "s.suite", "--model", "offline", "--temperature", "0"])
    #expect(message?.contains("'--temperature'") == true)
    #expect(message?.contains("'temperature' line") == true)
  }

  @Test func aLogBesideASuiteIsAUsageError() {
    let message = usageError(["--suite", "s.suite", "--model", "offline", "--log", "x.jsonl"])
    #expect(message?.contains("'--log'") == true)
  }
}
