import CallsiteCore
import Foundation

/// What `:retry`, `:edit`, `:instructions edit` and `:tool edit` share: the last prompt, and
/// a round trip through the author's editor.
extension Playground {
  /// The text of the transcript's last prompt, if it has one.
  func lastPromptText() async -> String? {
    let transcript = await session.transcript
    guard
      let last = transcript.entries.last(where: { if case .prompt = $0 { true } else { false } }),
      case .prompt(let p) = last
    else { return nil }
    return p.segments.map(\.plainText).joined(separator: "\n")
  }

  /// Removes the last turn, as `:undo` does; false when there is none.
  func undoLastTurnForRerun() async -> Bool {
    await undoLastTurn() != nil
  }

  /// `text` as the author left it in their editor, opened as `fileName`; nil, having said
  /// so in `report`, when they left it unchanged or emptied it (then nothing happens). Unchanged means
  /// equal to `original` when given (the definition before a rejected edit was reopened).
  func editedText(
    _ text: String, fileName: String, what: String, otherwise: String = "nothing changes",
    comparedWith original: String? = nil, into report: inout CommandReport
  ) async throws(PlaygroundError) -> String? {
    guard let editText else {
      throw PlaygroundError(
        "editing \(what) needs a terminal to run an editor in",
        hint: "run repl at a terminal, or change it with a command a script can hold")
    }
    switch await editText(text, fileName) {
    case .failed(let why):
      throw PlaygroundError(
        "\(why); \(what) is unchanged",
        hint: "set EDITOR to your editor's command (export EDITOR=nano) and try again")
    case .text(let edited):
      if edited.trimmingWhitespace.isEmpty {
        report.say("\(what) came back empty: \(otherwise)", .note)
        return nil
      }
      if edited.trimmingWhitespace == (original ?? text).trimmingWhitespace {
        report.say("no change to \(what): \(otherwise)", .note)
        return nil
      }
      return edited
    }
  }

  /// How a session script holds text typed as one input: a line as it is, several lines
  /// (or a line a script would read as a command or comment) in a `"""` block.
  static func typedForm(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    if !trimmed.contains("\n"), !trimmed.hasPrefix(":"), !trimmed.hasPrefix("#"),
      !trimmed.hasPrefix("\"\"\""), !trimmed.hasSuffix("\\")
    {
      return trimmed
    }
    return "\"\"\"\n" + trimmed + "\n\"\"\""
  }

  /// Replaces the script's record of the command running now (the last input) with `texts`:
  /// `:edit` is held as what it did, which a script can run without an editor.
  func replaceScriptRecord(with texts: [String]) {
    if !script.inputs.isEmpty { script.inputs.removeLast() }
    for text in texts { script.inputs.append(SessionScript.Input(text: text)) }
  }
}
