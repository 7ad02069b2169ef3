import CallsiteCore
import Foundation

/// `:retry [NAME=VALUE…]`: the last prompt again, in place of its turn, optionally with
/// settings changed first.
enum RetryCommand: ReplCommand {
  static let spec = CommandSpec(
    "retry", summary: "Run the last prompt again, replacing its turn.",
    help: """
      Removes the last turn, as :undo does, and runs its prompt again, with the instructions,
      tools, model and settings as they are now: change a guide with :tool arg or the model
      with :model, then :retry to see what the change does to the same prompt. Settings
      given as NAME=VALUE are changed first, as :set NAME VALUE would, and stay changed for
      the turns after: `:retry temperature=0.7 seed=3`. A session script keeps :retry as
      typed, so running the script does the same.
      """
  ).taking(settings)

  static let settings = CommandArgument("NAME=VALUE…", help: "settings")

  static func completions(_ request: CompletionRequest) -> [String] {
    request.matching(PlaygroundState.settingNames.map { $0 + "=" })
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    let settings = try c.words(from: Self.settings).map {
      word throws(PlaygroundError) -> (String, String) in
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
        throw PlaygroundError(
          "\(word) is not a setting as NAME=VALUE",
          hint: "type :retry temperature=0.7, or :retry alone; :set lists the settings")
      }
      return (String(word[..<eq]), String(word[word.index(after: eq)...]))
    }
    guard let prompt = await playground.lastPromptText() else {
      throw PlaygroundError("there is no turn to retry", hint: "type a prompt to run one")
    }
    // Every setting is checked before the turn is undone, so a bad one changes nothing.
    var changedState = playground.state
    for (name, value) in settings { try changedState.set(name, to: value) }
    playground.state = changedState
    _ = await playground.undoLastTurnForRerun()
    let changed = settings.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    report.say(
      "retrying" + (changed.isEmpty ? "" : " with \(changed)") + ": \(prompt)", .note)
    // The script holds `:retry` itself, which runs the prompt again when it is replayed.
    report.turn = CommandReport.Turn(prompt: prompt, typed: prompt, recordsPrompt: false)
    return report
  }
}
