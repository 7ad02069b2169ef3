import Testing

@testable import Terminal

@Test func escapeAndBellAreShownInCaretNotation() {
  #expect(VisibleText.escaped("\u{1B}]0;title\u{07}") == "^[]0;title^G")
}

@Test func aCSISequenceIsShownNotExecuted() {
  #expect(VisibleText.escaped("\u{1B}[2Jgone") == "^[[2Jgone")
}

@Test func newLinesAndTabsAreKept() {
  #expect(VisibleText.escaped("a\tb\nc") == "a\tb\nc")
}

@Test func carriageReturnAndDeleteAreShown() {
  #expect(VisibleText.escaped("over\rwrite\u{7F}") == "over^Mwrite^?")
}

@Test func c1ControlsAreShownByTheirCodePoint() {
  #expect(VisibleText.escaped("\u{9B}31m") == "\\u{9B}31m")
}

@Test func textWithoutControlsIsUnchanged() {
  #expect(VisibleText.escaped("Zoë → ☀️ 22°C") == "Zoë → ☀️ 22°C")
}

@Test func colourStillWrapsTheTextWithItsOwnEscapes() {
  let painted = TerminalStyle(enabled: true).paint("\u{1B}[5mhi", .red)
  #expect(painted == "\u{1B}[31m^[[5mhi\u{1B}[0m")
}

@Test func paintWithoutColourStillMakesControlsVisible() {
  #expect(TerminalStyle(enabled: false).paint("\u{1B}c", nil) == "^[c")
}
