import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAIConfigurationTests {
  @Test func readsTheBaseURLAndKeyFromTheEnvironment() {
    let c = OpenAIConfiguration.fromEnvironment(
      ["OPENAI_BASE_URL": "http://10.0.0.5:9000/v1", "OPENAI_API_KEY": "sk-1"])
    #expect(c.baseURL == "http://10.0.0.5:9000/v1")
    #expect(c.apiKey == "sk-1")
  }

  @Test func aBaseURLFlagWinsOverTheEnvironment() {
    let c = OpenAIConfiguration.fromEnvironment(
      ["OPENAI_BASE_URL": "http://10.0.0.5:9000/v1"], baseURL: "http://127.0.0.1:1/v1",
      model: "qwen")
    #expect(c.baseURL == "http://127.0.0.1:1/v1")
    #expect(c.model == "qwen")
  }

  @Test func fallsBackToThePreset() {
    let c = OpenAIConfiguration.fromEnvironment([:], preset: .ollama)
    #expect(c.baseURL == "http://127.0.0.1:11434/v1")
    #expect(c.apiKey == nil)
  }

  @Test func namesThePresets() {
    #expect(OpenAIConfiguration.preset(named: "ollama")?.baseURL == "http://127.0.0.1:11434/v1")
    #expect(OpenAIConfiguration.preset(named: "llama.cpp")?.baseURL == "http://127.0.0.1:8080/v1")
    #expect(OpenAIConfiguration.preset(named: "nope") == nil)
  }

  @Test func describesItselfWithoutTheKey() {
    var c = OpenAIConfiguration.llamaCpp
    c.apiKey = "sk-secret"
    #expect(!c.description.contains("sk-secret"))
    #expect(c.description.contains("API key set"))
  }

  @Test func provenanceNamesHostAndPortOnly() {
    let c = OpenAIConfiguration(
      baseURL: "https://user:pw@api.example.com/v1?token=x", model: "gpt-4o-mini", apiKey: "sk-2",
      temperature: 0, seed: 3, toolChoice: .function("getWeather"))
    let p = OpenAIModel(configuration: c).provenance
    #expect(p.backend == "openai")
    #expect(p.model == "gpt-4o-mini")
    #expect(p.endpoint == "api.example.com:443")
    #expect(p.options["seed"] == 3)
    #expect(p.options["tool_choice"] == "getWeather")
  }

  @Test func provenanceNeverHoldsTheKey() {
    var c = OpenAIConfiguration.llamaCpp
    c.apiKey = "sk-secret"
    let p = OpenAIModel(configuration: c).provenance
    #expect(!"\(p)".contains("sk-secret"))
    #expect(p.endpoint == "127.0.0.1:8080")
  }

  @Test func parsesToolChoiceWords() {
    #expect(OpenAIToolChoice(parsing: "auto") == .auto)
    #expect(OpenAIToolChoice(parsing: "required") == .required)
    #expect(OpenAIToolChoice(parsing: "getWeather") == .function("getWeather"))
  }

  @Test func exportsATranscriptAsMessages() {
    let messages = OpenAIWire.messages(for: OpenAITestSupport.followUp())
    #expect(
      messages.compactMap { $0["role"]?.stringValue } == ["system", "user", "assistant", "tool"])
  }
}
