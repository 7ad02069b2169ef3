extension CommandTable {
  static let toolCommands: [CommandSpec] = [
    CommandSpec(
      "tools", summary: "List the session's tools.",
      help: "Lists each tool with its arguments, its implementation and whether it is saved."),
    CommandSpec(
      "tool new", "NAME DESCRIPTION", summary: "Create a tool with a name and a description.",
      help: """
        Creates a tool without arguments that the model can call:
        `:tool new getWeather "Get the weather forecast for a place"`. Give it arguments
        with `:tool arg` and an implementation with `:tool run`.
        """),
    CommandSpec(
      "tool describe", "NAME DESCRIPTION", summary: "Change a tool's description.",
      help: "Replaces the description the model reads: `:tool describe getWeather \"…\"`."),
    CommandSpec(
      "tool arg", "NAME ARG TYPE [OPTIONS]", summary: "Add or change an argument.",
      help: """
        TYPE is `string`, `integer`, `number`, `boolean`, `enum` (with `--choices`),
        `array<TYPE>` (`array<string>`), or `object` (then add its fields as `ARG.FIELD`).
        Options: `--guide TEXT` (the description the model reads, as @Guide), `--optional`,
        `--min N`/`--max N` (a range), `--count N` or `--min-items N`/`--max-items N` (how
        many items), `--choices a,b,c` (fixed choices), `--pattern REGEX`.

            :tool arg getWeather city string --guide "The city, e.g. Cupertino"
            :tool arg getWeather days integer --min 1 --max 7 --optional
            :tool arg findHouses filters object
            :tool arg findHouses filters.maxPrice integer --optional
        """,
      valuedOptions: [
        "guide", "min", "max", "count", "min-items", "max-items", "choices", "pattern",
      ],
      flags: ["optional"]),
    CommandSpec(
      "tool rm-arg", "NAME ARG", summary: "Remove an argument.",
      help: "Removes an argument (or a field: `ARG.FIELD`) from a tool's schema."),
    CommandSpec(
      "tool run", "NAME KIND [VALUE…]", summary: "Give a tool its implementation.",
      help: """
        KIND is one of:
          `reply TEXT|JSON`          always return this output
          `when ARGS_JSON OUTPUT`    add a reply for these arguments (a `replies` tool)
          `replies JSON`             the whole list of `{"when": …, "output": …}` cases
          `fail MESSAGE`             always fail with this message
          `command PROGRAM [ARG…]`   run a program with the arguments as JSON on stdin
          `builtin NAME`             one of the course's built-in tools
        `command` takes `--timeout SECONDS`. Examples:
            :tool run getWeather reply "Temperature: 71F"
            :tool run getWeather when {"city": "Paris"} "Sunny, 22C"
            :tool run getWeather fail "Data Unavailable For Requested Point"
        """,
      valuedOptions: ["timeout"]),
    CommandSpec(
      "tool show", "NAME [table|schema|swift|file]", summary: "Show a tool.",
      help: """
        `table` (the default) lists the arguments with type, guide and constraints;
        `schema` shows the JSON the model sees and its token cost; `swift` shows the
        equivalent FoundationModels declaration; `file` shows the tool file as saved.
        """),
    CommandSpec(
      "tool load", "NAME|PATH", summary: "Load a tool file.",
      help: """
        Loads `content/tools/NAME.json`, or the file at PATH, replacing a tool of the same
        name: `:tool load getWeather`.
        """),
    CommandSpec(
      "tool save", "NAME [PATH]", summary: "Save a tool to its file.",
      help: """
        Writes the tool to `content/tools/NAME.json` (or PATH) in the tool file format.
        Replacing a file the tool was not loaded from or saved to, or one that changed on
        disk since, asks first; in a script it is an error, and `:tool save! NAME` (or
        `--force`) replaces it. The file is replaced only once the new one is written.
        """,
      flags: ["force"]),
    CommandSpec(
      "tool rm", "NAME", summary: "Remove a tool from the session.",
      help: "Removes a tool from the session (its file, if any, stays)."),
  ]
}
