import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OpenAITokenCounterTests {
  @Test func aServerWithATokenizerCountsWithItLessTheStartToken() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"tokens":[2]}"#), .json(#"{"tokens":[2,9259,1902,236764]}"#),
    ])
    let counter = OpenAITokenCounter(
      configuration: OpenAITestSupport.model(server).configuration,
      transport: ServerKeepingTransport(server: server, network: NetworkTransport()))
    let tally = await counter.count("Hello world,")
    #expect(tally == TokenTally(count: 3, method: .modelTokenizer))
    #expect(tally.description == "3 tokens (counted by the model's tokenizer)")
    #expect(server.requests.map(\.path) == ["/tokenize", "/tokenize"])
  }

  @Test func aServerWithoutOneGivesALabelledEstimate() async throws {
    let server = try OpenAILoopbackServer(replies: [
      .json(#"{"detail":"Not Found"}"#, status: 404),
      .json(#"{"detail":"Not Found"}"#, status: 404),
    ])
    let counter = OpenAITokenCounter(
      configuration: OpenAITestSupport.model(server).configuration,
      transport: ServerKeepingTransport(server: server, network: NetworkTransport()))
    let tally = await counter.count("twelve bytes")
    #expect(tally == TokenTally(count: 3, method: .estimate))
    #expect(tally.label == "estimated (bytes ÷ 4)")
    #expect(server.requests.map(\.path) == ["/tokenize", "/extras/tokenize"])
  }
}
