import Foundation
import Testing

/// Where the live tests find the servers that `make test` starts.
enum LiveServers {
  /// `CALLSITE_LLAMA_URL`: llama-cpp-python's server.
  static var python: String? { url("CALLSITE_LLAMA_URL") }
  /// `CALLSITE_LLAMA_SERVER_URL`: llama.cpp's own llama-server.
  static var cpp: String? { url("CALLSITE_LLAMA_SERVER_URL") }
  /// `CALLSITE_QWEN_URL`: llama-server with Qwen2.5-Coder-0.5B-Instruct.
  static var qwen: String? { url("CALLSITE_QWEN_URL") }

  private static func url(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }
}

/// Every suite that talks to llama-cpp-python's server, one request at a time: it breaks
/// off a streamed reply when another request arrives.
@Suite(.serialized) enum LlamaCppPythonServer {}

extension LlamaCppPythonServer {
  /// The protocol checks against llama-cpp-python's server.
  @Suite(
    .enabled(
      if: LiveServers.python != nil,
      "SKIPPED: CALLSITE_LLAMA_URL is not set, so llama-cpp-python's server was not tested (make test starts it through scripts/with-llm-server.sh)"
    ))
  struct LlamaCppPythonLiveTests {
    private var checks: LiveServerChecks { LiveServerChecks(baseURL: LiveServers.python ?? "") }

    @Test func aForcedFirstCallIsFollowedByAnAutoRound() async throws {
      try await checks.forcedFirstCallThenAuto()
    }
    @Test func streamedTextEqualsTheWholeReply() async throws {
      try await checks.streamedTextEqualsTheWholeReply()
    }
    @Test func aToolCallStreamedInPiecesIsDeliveredOnce() async throws {
      try await checks.aToolCallStreamedInPieces()
    }
    @Test func usageIsTheServersOwn() async throws { try await checks.usageIsTheServersOwn() }
    @Test func theModelsTokenizerCounts() async { await checks.theTokenizerCounts() }
  }
}

/// The same checks against llama.cpp's `llama-server --jinja`.
@Suite(
  .serialized,
  .enabled(
    if: LiveServers.cpp != nil,
    "SKIPPED: CALLSITE_LLAMA_SERVER_URL is not set, so llama.cpp's llama-server was not tested (make test starts it through scripts/with-llm-server.sh)"
  ))
struct LlamaServerLiveTests {
  private var checks: LiveServerChecks { LiveServerChecks(baseURL: LiveServers.cpp ?? "") }

  @Test func aForcedFirstRoundIsSentWithTheNamedTool() async throws {
    try await checks.aForcedFirstRoundIsSentAndRecorded()
  }
  @Test func aCallTheServerParsedComesBackAsACall() async throws {
    try await checks.aCallTheServerParsedComesBackAsACall()
  }
  @Test func streamedTextEqualsTheWholeReply() async throws {
    try await checks.streamedTextEqualsTheWholeReply()
  }
  @Test func usageIsTheServersOwn() async throws { try await checks.usageIsTheServersOwn() }
  @Test func theModelsTokenizerCounts() async { await checks.theTokenizerCounts() }
}
