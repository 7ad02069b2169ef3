import Testing

@testable import Playground

@Test func wordsSplitOnWhiteSpaceAndKeepQuotedTextWhole() throws {
  #expect(
    try CommandWords.split("tool new getWeather \"Get the weather\"")
      == ["tool", "new", "getWeather", "Get the weather"])
}

@Test func doubleQuotedWordsUnderstandEscapes() throws {
  #expect(try CommandWords.split(#"say "a \"b\"\nc""#) == ["say", "a \"b\"\nc"])
}

@Test func singleQuotesKeepBackslashesAsTheyAre() throws {
  #expect(try CommandWords.split(#"x 'a\nb'"#) == ["x", #"a\nb"#])
}

@Test func aJSONObjectWithSpacesIsOneWord() throws {
  #expect(
    try CommandWords.split(#"call f {"city": "San Jose", "n": [1, 2]}"#)
      == ["call", "f", #"{"city": "San Jose", "n": [1, 2]}"#])
}

@Test func aBraceInsideAJSONStringDoesNotCloseTheWord() throws {
  #expect(try CommandWords.split(#"{"a": "}"} next"#) == [#"{"a": "}"}"#, "next"])
}

@Test func aTripleQuotedBlockDropsItsFramingNewLines() throws {
  #expect(
    try CommandWords.split("set \"\"\"\nline one\nline two\n\"\"\"")
      == ["set", "line one\nline two"])
}

@Test func anUnclosedQuoteIsAnErrorWithAHint() {
  #expect(throws: PlaygroundError.self) { try CommandWords.split("say \"oops") }
}

@Test func anUnclosedBraceIsAnError() {
  #expect(throws: PlaygroundError.self) { try CommandWords.split("call f {\"a\": 1") }
}
