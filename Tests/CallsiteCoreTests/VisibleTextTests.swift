import Testing

@testable import CallsiteCore

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
