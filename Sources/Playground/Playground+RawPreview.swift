import CallsiteCore
import CallsiteModels
import Foundation

extension Playground {
  /// The last turn's requests as an OpenAI-compatible server would receive them, for `:raw`
  /// with a model that sends none (offline, replay, manual): one per model round, each
  /// with the transcript as it stood before that round's reply, built by the client
  /// `:model openai` would make now (its base URL, model name and `:set` settings).
  func requestPreview() async -> String {
    let transcript = await session.transcript
    guard
      let prompt = transcript.entries.lastIndex(where: {
        if case .prompt = $0 { true } else { false }
      })
    else {
      return "(no turn yet: after one, :raw shows its requests as an OpenAI-compatible server "
        + "would receive them)"
    }
    let client: OpenAIModel
    do {
      let made = try environment.makeModel(
        .openai(OpenAISettings(options: state.settings.openAIOptions)), ModelHooks())
      guard let openAI = made as? OpenAIModel else { return "(no OpenAI-compatible client here)" }
      client = openAI
    } catch {
      return "(cannot build the OpenAI-compatible client: \(error))"
    }
    let definitions = state.tools.map(\.definition)
    var parts = [
      "\(state.model.summary) sends no request; the last turn as an OpenAI-compatible server would "
        + "receive it (:model openai with the settings of :set):"
    ]
    var round = 0
    for index in (prompt + 1)..<transcript.entries.count {
      switch transcript.entries[index] {
      case .toolCalls, .response: break
      default: continue
      }
      round += 1
      var before = transcript
      before.entries = Array(transcript.entries[..<index])
      let answering = state.settings.answerRound.map { round >= $0 } ?? false
      let request = ModelRequest(
        transcript: before, tools: answering ? [] : definitions, answerRound: answering)
      parts.append(client.preview(of: request))
    }
    if round == 0 { parts.append("(the last turn has no model reply)") }
    return parts.joined(separator: "\n\n")
  }
}
