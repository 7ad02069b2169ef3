import CallsiteCore
import Foundation

/// `:tool arg NAME ARG TYPE [OPTIONS]`: add or change an argument of a tool's schema.
enum ToolArgCommand: ReplCommand {
  static let spec = CommandSpec(
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
    flags: ["optional"])

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 2: request.matching(ArgumentType.names)
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    try c.expectAtMost(3)
    let i = try playground.existing(try c.argument(0, "a tool name"))
    let path = try c.argument(1, "an argument name")
    let type = try ArgumentType(parsing: try c.argument(2, "a type"))
    let o = try options(c)
    let schema = try type.schema(o)
    try playground.state.tools[i].setArgument(path, schema: schema, optional: o.optional)
    await playground.changed(playground.state.tools[i].name)
    playground.say(ToolTable.render(playground.state.tools[i]))
    return .proceed
  }

  private static func options(_ c: ParsedCommand) throws(PlaygroundError) -> ArgumentOptions {
    var o = ArgumentOptions()
    o.guide = c.options["guide"]
    o.optional = c.flags.contains("optional")
    for key in ["min", "max"] {
      if let text = c.options[key] {
        guard (try? JSONValue.parse(text))?.numberValue != nil else {
          throw PlaygroundError("--\(key) needs a number, got \"\(text)\"", hint: "type --\(key) 1")
        }
      }
    }
    o.minimum = c.options["min"].map { JSONNumber(literal: $0) }
    o.maximum = c.options["max"].map { JSONNumber(literal: $0) }
    o.count = try c.intOption("count")
    o.minItems = try c.intOption("min-items")
    o.maxItems = try c.intOption("max-items")
    o.choices = c.options["choices"].map {
      $0.split(separator: ",").map { String($0).trimmingWhitespace }
    }
    o.pattern = c.options["pattern"]
    return o
  }
}
