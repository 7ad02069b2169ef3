// Time to the first streamed token through Callsite's OpenAI client, for `make bench`
// (bench/llm.py compiles this against the release CallsiteModels and runs it).
//
//   ttft BASE_URL RUNS   prints one line per run: milliseconds from `respond(to:)` being
//                        called to the first text piece reaching the event sink, each
//                        request made 0.3 s after its model was built, as in repl
import CallsiteCore
import CallsiteModels
import Foundation
import Synchronization

@main
struct TimeToFirstToken {
  static func main() async throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, let runs = Int(arguments[2]) else {
      FileHandle.standardError.write(Data("usage: ttft BASE_URL RUNS\n".utf8))
      exit(64)
    }
    var configuration = OpenAIConfiguration.fromEnvironment(
      [:], baseURL: arguments[1], model: "gemma-3-270m")
    configuration.temperature = 0
    configuration.seed = 42
    configuration.maxTokens = 8
    configuration.maxRetries = 0
    let prompt = Transcript.Entry.prompt(
      .init(id: "e1", segments: [.text(.init(id: "s1", text: BenchPrompt.text))]))
    let request = ModelRequest(transcript: Transcript(entries: [prompt]), tools: [])
    for _ in 0..<runs {
      let first = Mutex<UInt64?>(nil)
      let model = OpenAIModel(
        configuration: configuration,
        events: { event in
          guard case .text = event else { return }
          let now = DispatchTime.now().uptimeNanoseconds
          first.withLock { if $0 == nil { $0 = now } }
        })
      // As in repl, the model is built when it is chosen and the prompt comes later: give
      // the client the moment an author takes to type one.
      try await Task.sleep(nanoseconds: 300_000_000)
      let start = DispatchTime.now().uptimeNanoseconds
      _ = try await model.respond(to: request)
      guard let at = first.withLock({ $0 }) else {
        print("none")
        continue
      }
      print(String(format: "%.3f", Double(at - start) / 1e6))
    }
  }
}

/// The prompt both this client and bench/llm.py's raw client send.
enum BenchPrompt {
  static let text = "The capital of France is"
}
