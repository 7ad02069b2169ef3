import CallsiteCore
import Testing

@Suite struct ColourRuleTests {
  @Test func aTerminalWithNothingSetGetsColour() {
    #expect(ColourRule.allowsColour(isTerminal: true, environment: ["TERM": "xterm"]))
  }

  @Test func noColorSetToAnythingTurnsColourOff() {
    #expect(!ColourRule.allowsColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColourRule.allowsColour(isTerminal: true, environment: ["NO_COLOR": "false"]))
  }

  @Test func noColorSetToTheEmptyStringLeavesColourOn() {
    #expect(ColourRule.allowsColour(isTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func aDumbTerminalGetsNoColour() {
    #expect(!ColourRule.allowsColour(isTerminal: true, environment: ["TERM": "dumb"]))
  }

  @Test func aStreamThatIsNotATerminalGetsNoColour() {
    #expect(!ColourRule.allowsColour(isTerminal: false, environment: [:]))
  }
}
