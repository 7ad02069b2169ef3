extension CommandTable {
  static let transcriptCommands: [CommandSpec] = [
    CommandSpec(
      "entries", summary: "List the transcript's entries.",
      help: "One line per entry: its number, role, tokens and a preview of its content."),
    CommandSpec(
      "show", "N", summary: "Show one entry in full.",
      help: "Shows entry N of `:entries` in full, arguments and outputs as JSON: `:show 3`."),
    CommandSpec(
      "undo", summary: "Undo the last turn.",
      help: "Removes the last turn (the prompt and everything after it) from the transcript."),
    CommandSpec(
      "reset", summary: "Start a new transcript with the current instructions and tools.",
      help: "Drops every turn and starts again from the instructions and the current tools."),
    CommandSpec(
      "save", "NAME|PATH", summary: "Save the transcript.",
      help: """
        Writes the transcript to `content/transcripts/NAME.json`, or to PATH. Replacing a
        file this session did not open or save, or one that changed on disk since, asks
        first; in a script it is an error, and `:save! NAME` (or `--force`) replaces it.
        The old file is replaced only once the new one is written, keeps its permissions,
        and a symbolic link stays one. With `repl --check`, compares instead of writing.
        """,
      flags: ["force"]),
    CommandSpec(
      "open", "NAME|PATH", summary: "Open a transcript and continue it.",
      help: """
        Reads `content/transcripts/NAME.json` (or PATH): its instructions and tools become
        the session's, and the next prompt continues it. Tools the transcript names are
        loaded from `content/tools/` when they exist there.
        """),
    CommandSpec(
      "export", "openai|anthropic|fm [PATH]",
      summary: "Export the transcript as an API request or an fm session.",
      help: """
        Prints the session's transcript as `gen export` writes it, or writes it to PATH
        (a NAME is `content/exports/NAME.json`): `openai` is a Chat Completions request
        (`messages`, `tools`, options), `anthropic` a Messages request (`system`,
        `messages`, `tools`, `max_tokens`), `fm` the `fm` tool's session file
        (`modelName` and the transcript). A failed call's output is marked `is_error` in
        the Anthropic form. An existing file is replaced: `:export openai run.json`.
        """),
  ]
}
