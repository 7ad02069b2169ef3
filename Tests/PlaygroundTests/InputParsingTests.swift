import Testing

@testable import Playground

@Test func aLineWithoutAColonIsAPrompt() throws {
  #expect(try PlaygroundInput.parse("  What is the weather?  ") == .prompt("What is the weather?"))
}

@Test func commentsAndBlankLinesAreEmpty() throws {
  #expect(try PlaygroundInput.parse("# a note") == .empty)
  #expect(try PlaygroundInput.parse("   ") == .empty)
}

@Test func aTripleQuotedPromptKeepsItsLines() throws {
  #expect(
    try PlaygroundInput.parse("\"\"\"\nline one\nline two\n\"\"\"") == .prompt("line one\nline two")
  )
}

@Test func theLongestMatchingCommandNameWins() throws {
  guard case .command(let c) = try PlaygroundInput.parse(":instructions set \"Be brief\"") else {
    Issue.record("not a command")
    return
  }
  #expect(c.spec.name == "instructions set")
  #expect(c.arguments == ["Be brief"])
}

@Test func valuedOptionsAndFlagsAreSeparatedFromArguments() throws {
  guard
    case .command(let c) = try PlaygroundInput.parse(
      ":tool arg f days integer --min 1 --max=7 --optional --guide \"How many days\"")
  else {
    Issue.record("not a command")
    return
  }
  #expect(c.arguments == ["f", "days", "integer"])
  #expect(c.options == ["min": "1", "max": "7", "guide": "How many days"])
  #expect(c.flags == ["optional"])
}

@Test func anUnknownCommandSuggestsANearOne() {
  #expect(throws: PlaygroundError("unknown command :hepl", hint: "did you mean :help?")) {
    try PlaygroundInput.parse(":hepl")
  }
}

@Test func anUnknownOptionNamesTheOptionsTheCommandTakes() {
  do {
    _ = try PlaygroundInput.parse(":save x --frce")
    Issue.record("no error")
  } catch {
    #expect(error.message == "unknown option --frce for :save")
    #expect(error.hint == "it takes --force")
  }
}

@Test func anOptionWithoutItsValueIsAnError() {
  #expect(throws: PlaygroundError.self) {
    try PlaygroundInput.parse(":tool arg f x string --guide")
  }
}

@Test func anUnknownSubcommandListsTheSubcommands() {
  do {
    _ = try PlaygroundInput.parse(":tool frobnicate")
    Issue.record("no error")
  } catch {
    #expect(error.message == "unknown subcommand frobnicate of :tool")
    #expect(error.hint?.contains("arg") == true)
  }
}

@Test func aLineEndingInABackslashContinues() {
  var a = InputAssembler()
  #expect(a.feed("first \\") == nil)
  #expect(a.isPending)
  #expect(a.feed("second") == "first \nsecond")
}

@Test func aTripleQuotedBlockRunsUntilItCloses() {
  var a = InputAssembler()
  #expect(a.feed(":instructions set \"\"\"") == nil)
  #expect(a.feed("Be brief.") == nil)
  #expect(a.feed("\"\"\"") == ":instructions set \"\"\"\nBe brief.\n\"\"\"")
}

@Test func scriptInputsKnowTheLineTheyStartOn() throws {
  let lines = try ScriptReader.inputs(
    of: "# comment\n:model manual\n\n:instructions set \"\"\"\nA\n\"\"\"\nHello\n")
  #expect(lines.map(\.number) == [2, 4, 7])
  #expect(lines.last?.text == "Hello")
}

@Test func aScriptWithAnUnclosedBlockFailsAtTheBlocksLine() {
  #expect(throws: ScriptError.self) {
    try ScriptReader.inputs(of: ":model manual\n\"\"\"\nnever closed")
  }
  do {
    _ = try ScriptReader.inputs(of: ":model manual\n\"\"\"\nnever closed")
  } catch {
    #expect(error.line == 2)
  }
}

@Test func anExclamationMarkAfterACommandThatTakesForceIsForce() throws {
  guard case .command(let save) = try PlaygroundInput.parse(":save! first") else {
    Issue.record("not a command")
    return
  }
  #expect(save.spec.name == "save" && save.flags == ["force"] && save.arguments == ["first"])
  guard case .command(let tool) = try PlaygroundInput.parse(":tool save! getWeather") else {
    Issue.record("not a command")
    return
  }
  #expect(tool.spec.name == "tool save" && tool.flags == ["force"])
}

@Test func anUnknownCommandWithSwappedLettersSuggestsTheCommand() {
  #expect(throws: PlaygroundError("unknown command :mdoel", hint: "did you mean :model?")) {
    try PlaygroundInput.parse(":mdoel")
  }
}

@Test func anUnknownCommandFarFromAnyPointsToHelp() {
  #expect(
    throws: PlaygroundError("unknown command :xyzzy", hint: "type :help to see the commands")
  ) {
    try PlaygroundInput.parse(":xyzzy")
  }
}
