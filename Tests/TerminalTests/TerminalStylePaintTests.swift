import Testing

@testable import Terminal

@Test func colourStillWrapsTheTextWithItsOwnEscapes() {
  let painted = TerminalStyle(enabled: true).paint("\u{1B}[5mhi", .red)
  #expect(painted == "\u{1B}[31m^[[5mhi\u{1B}[0m")
}

@Test func paintWithoutColourStillMakesControlsVisible() {
  #expect(TerminalStyle(enabled: false).paint("\u{1B}c", nil) == "^[c")
}
