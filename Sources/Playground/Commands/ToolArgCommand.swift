import CallsiteCore
import Foundation

/// `:tool arg NAME ARG TYPE [OPTIONS]`: add or change an argument of a tool's schema.
enum ToolArgCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool arg", summary: "Add or change an argument.",
    help: """
      TYPE is `string`, `integer`, `number`, `boolean`, `enum` (with `--choices`),
      `array<TYPE>` (`array<string>`), or `object` (then add its fields as `ARG.FIELD`).
      Its options, listed below, give the argument a guide, a range, a count, choices or a
      pattern, or make it optional.

          :tool arg getWeather city string --guide "The city, e.g. Cupertino"
          :tool arg getWeather days integer --min 1 --max 7 --optional
          :tool arg findHouses filters object
          :tool arg findHouses filters.maxPrice integer --optional
      """,
    options: [guide, minimum, maximum, count, minItems, maxItems, choices, pattern, optional]
  ).taking(CommandSpec.toolName, argumentPath, type)

  static let argumentPath = CommandArgument("ARG", help: "an argument name", isOptional: false)
  static let type = CommandArgument("TYPE", help: "a type", isOptional: false)

  static let guide = CommandOption.value(
    "guide", "TEXT", help: "The description the model reads, as @Guide.")
  static let minimum = CommandOption.value(
    "min", "N", help: "The smallest number (with --max, a range).")
  static let maximum = CommandOption.value("max", "N", help: "The largest number.")
  static let count = CommandOption.value("count", "N", help: "How many items an array has.")
  static let minItems = CommandOption.value(
    "min-items", "N", help: "The fewest items an array has.")
  static let maxItems = CommandOption.value("max-items", "N", help: "The most items an array has.")
  static let choices = CommandOption.value(
    "choices", "A,B,C", help: "The fixed choices of an enum.")
  static let pattern = CommandOption.value(
    "pattern", "REGEX", help: "A regular expression the string matches.")
  static let optional = CommandOption.flag("optional", help: "The model may leave it out.")

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 2: request.matching(ArgumentType.names)
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let path = try c.required(Self.argumentPath)
    let type = try ArgumentType(parsing: try c.required(Self.type))
    let o = try options(c)
    let schema = try type.schema(o)
    try playground.state.tools[i].setArgument(path, schema: schema, optional: o.optional)
    await playground.changed(playground.state.tools[i].name, into: &report)
    report.say(ToolTable.render(playground.state.tools[i]))
    return report
  }

  private static func options(_ c: ParsedCommand) throws(PlaygroundError) -> ArgumentOptions {
    var o = ArgumentOptions()
    o.guide = c.value(guide)
    o.optional = c.has(optional)
    for option in [minimum, maximum] {
      let key = option.name
      if let text = c.value(option) {
        guard (try? JSONValue.parse(text))?.numberValue != nil else {
          throw PlaygroundError("--\(key) needs a number, got \"\(text)\"", hint: "type --\(key) 1")
        }
      }
    }
    o.minimum = c.value(minimum).map { JSONNumber(literal: $0) }
    o.maximum = c.value(maximum).map { JSONNumber(literal: $0) }
    o.count = try c.int(count)
    o.minItems = try c.int(minItems)
    o.maxItems = try c.int(maxItems)
    o.choices = c.value(choices).map {
      $0.split(separator: ",").map { String($0).trimmingWhitespace }
    }
    o.pattern = c.value(pattern)
    return o
  }
}
