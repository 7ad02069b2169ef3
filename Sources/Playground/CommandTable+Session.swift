extension CommandTable {
  static let sessionCommands: [CommandSpec] = [
    CommandSpec(
      "help", "[COMMAND]", summary: "List the commands, or explain one.",
      help: """
        Without a command, lists every command with a one-line summary. With one, shows
        how to type it and what it does: `:help tool arg`, `:help save`.
        """),
    CommandSpec(
      "quit", summary: "Leave the playground (asks first when there is unsaved work).",
      help: """
        Ctrl-D at an empty prompt does the same. When turns or tools are not saved, you are
        asked before leaving. Each running repl journals its session until it quits, so a
        crash loses nothing: the next repl started lists the sessions left that way and asks
        whether to restore one (`n` discards them, Enter keeps them for later).
        """),
    CommandSpec(
      "instructions", summary: "Show the instructions.",
      help: "Shows the instructions the session starts with (its first transcript entry)."),
    CommandSpec(
      "instructions set", "TEXT", summary: "Set the instructions.",
      help: """
        Sets the instructions. Quote them, or give several lines in a block:

            :instructions set \"\"\"
            You are a weather assistant.
            Use getWeather for forecasts.
            \"\"\"

        They take effect at once when the transcript has no turns yet, else after `:reset`.
        """),
    CommandSpec(
      "context", "N", summary: "Set the context size in tokens (default 4096).",
      help: """
        Sets the model's context window, which the context meter after each turn measures
        against: `:context 8192`.
        """),
    CommandSpec(
      "on-tool-error", "fail|report", summary: "Choose what a failing tool call does.",
      help: """
        `fail` (the default, as FoundationModels does) ends the turn with the error;
        `report` sends the error text back to the model as the tool's output and goes on.
        """),
    CommandSpec(
      "set date", "ISO8601", summary: "Fix the date (capture date, clock and forecast tools).",
      help: """
        Fixes the date the session records as its capture date and gives to tools that read
        the clock, so a script gives the same transcript on every run:
        `:set date 2025-06-01T09:00:00Z`.
        """),
    CommandSpec(
      "history", summary: "List the inputs of this session.",
      help: "Lists the prompts and commands typed since the playground started, numbered."),
  ]
}
