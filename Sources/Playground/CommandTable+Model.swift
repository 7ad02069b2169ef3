extension CommandTable {
  static let modelCommands: [CommandSpec] = [
    CommandSpec(
      "model", "[offline|openai [OPTIONS]|replay FILE|manual]",
      summary: "Show or choose the model.",
      help: """
        Without arguments, shows the model. `offline` is the deterministic reference model
        (not a language model; the default). `openai` talks to an OpenAI-compatible server
        and takes `--base-url URL`, `--model NAME`, `--temperature T` and
        `--tool-choice auto|none|required|NAME` (the key comes from OPENAI_API_KEY).
        `replay FILE` replays the model turns of a transcript while the tools run again.
        `manual` makes you the model: give each move with `:move`.
        """,
      valuedOptions: ["base-url", "model", "temperature", "tool-choice"]),
    CommandSpec(
      "move", "call NAME JSON | say TEXT",
      summary: "Queue the next move of the manual model.",
      help: """
        With `:model manual`, the turn takes its moves from this queue: queue them before
        the prompt.
            :move call getWeather {"city": "Paris"}
            :move say "It is sunny in Paris."
            What is the weather in Paris?
        At a terminal, a turn with an empty queue asks you for each move instead.
        """),
  ]
}
