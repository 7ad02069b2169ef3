import Foundation
import Testing

/// What `repl` prints about a model keeps the base URL's credentials masked.
@Suite struct ReplCredentialTests {
  @Test func aRefusedModelOptionIsReportedWithTheBaseURLMasked() throws {
    let repl = try ReplRunner()
    try repl.write("empty.repl", "")
    let result = try repl.run([
      "--script", "empty.repl", "--model",
      "openai --base-url http://ann:PASSWORD@127.0.0.1:9/v1?api_key=KEY --temperature 9",
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("http://***:***@127.0.0.1:9/v1?api_key=***"))
    for secret in ["ann", "PASSWORD", "KEY"] { #expect(!result.stderr.contains(secret)) }
  }
}
