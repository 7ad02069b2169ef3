import CallsiteCore
import CallsiteModels
import Testing

/// A whole turn against llama-server with an instruction-tuned model, Qwen2.5-Coder 0.5B
/// Instruct under Callsite's template (`scripts/qwen0.5b-tools.jinja`).
@Suite(
  .serialized,
  .enabled(
    if: LiveServers.qwen != nil,
    "SKIPPED: CALLSITE_QWEN_URL is not set, so no turn ran against Qwen2.5-Coder 0.5B Instruct (make test starts it through scripts/with-llm-server.sh)"
  ))
struct QwenLiveTests {
  private var checks: LiveServerChecks {
    LiveServerChecks(baseURL: LiveServers.qwen ?? "", model: "qwen2.5-coder-0.5b-instruct")
  }

  @Test func aCallTheServerParsedRunsAndItsOutputIsAnsweredInText() async throws {
    try await checks.aRoundTrip()
  }
}
