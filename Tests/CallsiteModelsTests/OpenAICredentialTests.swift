import CallsiteCore
import CallsiteModels
import Foundation
import Testing

/// Azure-style secrets in a base URL's query stay out of `:raw`, `--log` and messages.
@Suite struct OpenAICredentialTests {
  @Test func subscriptionKeyCodeAndSigAreMaskedInTheExchange() async throws {
    let server = try OpenAILoopbackServer(replies: [.json(RecordedReplies.text)])
    let model = OpenAITestSupport.model(server) {
      $0.baseURL += "?subscription-key=S-1&code=C-2&sig=G-3&api-version=2024"
    }
    _ = try await model.respond(to: OpenAITestSupport.request())
    let exchange = try #require(model.exchanges.last)
    for text in [exchange.json.compactText, exchange.rawText] {
      for secret in ["S-1", "C-2", "G-3"] { #expect(!text.contains(secret)) }
      #expect(text.contains("subscription-key=***&code=***&sig=***&api-version=2024"))
    }
  }

  @Test func theConfigurationsDescriptionMasksTheBaseURL() {
    let configuration = OpenAIConfiguration(
      baseURL: "http://ann:pw@127.0.0.1:9/v1?code=C-2", model: "m", apiKey: "sk-1")
    #expect(
      configuration.description == "http://***:***@127.0.0.1:9/v1?code=*** model m (API key set)")
  }
}
