import CallsiteCore
import Foundation

extension Playground {
  /// Records an input that ran, for `:history save`: a prompt whose turn is now in the
  /// transcript (`command` nil), or a command.
  func recordForScript(_ text: String, command: ParsedCommand?) {
    guard let command else {
      script.recordPrompt(text)
      if !state.model.isDeterministic {
        script.caveat(
          "turns ran with an OpenAI-compatible model, which is not deterministic, so --check "
            + "may find other transcripts (the course keeps such scripts in content/sessions/live/)"
        )
      } else if state.model == .manual, askMove != nil {
        script.caveat(
          "moves typed when the manual model asked are not in the script; queue them with "
            + ":move before each prompt")
      }
      return
    }
    script.record(command, typed: text)
  }
}
