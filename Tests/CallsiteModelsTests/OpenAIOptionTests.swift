import CallsiteModels
import Testing

@Suite struct OpenAIOptionTests {
  private var configuration: OpenAIConfiguration { .llamaCpp }

  @Test func eachOptionIsSetFromItsText() throws {
    var c = configuration
    try c.set(.toolChoice, to: "getWeather,auto", toolNames: ["getWeather"])
    try c.set(.readTimeout, to: "30")
    try c.set(.maxTokens, to: "64")
    try c.set(.temperature, to: "0")
    try c.set(.seed, to: "42")
    try c.set(.stream, to: "off")
    #expect(c.toolChoicePolicy.rounds == [.function("getWeather"), .auto])
    #expect(c.readTimeout == 30)
    #expect(c.maxTokens == 64)
    #expect(c.temperature == 0)
    #expect(c.seed == 42)
    #expect(!c.stream)
  }

  @Test(arguments: [
    (OpenAIOption.readTimeout, "0"), (.readTimeout, "soon"), (.maxTokens, "0"),
    (.maxTokens, "1.5"), (.temperature, "3"), (.temperature, "hot"), (.seed, "x"),
    (.stream, "maybe"),
  ])
  func aBadValueSaysWhatToGiveAndChangesNothing(option: OpenAIOption, text: String) {
    var c = configuration
    #expect {
      try c.set(option, to: text)
    } throws: { error in
      "\(error)" == "invalid value '\(text)' for \(option): give \(option.valueHint)"
    }
    #expect(c == configuration)
  }

  @Test func aToolChoiceNamingAMissingToolIsRejectedWhenSet() {
    var c = configuration
    #expect(throws: OpenAIOptionError.self) {
      try c.set(.toolChoice, to: "getCoordinates", toolNames: ["getWeather"])
    }
    #expect(c.toolChoicePolicy == .auto)
  }

  @Test func valuesReadBackAsTheyAreSet() throws {
    var c = configuration
    for (option, text) in [
      (OpenAIOption.toolChoice, "getWeather,auto"), (.readTimeout, "30"), (.maxTokens, "64"),
      (.seed, "7"), (.stream, "on"),
    ] {
      try c.set(option, to: text)
      #expect(c.value(of: option) == text)
    }
  }
}
