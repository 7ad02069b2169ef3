import CallsiteCore
import Testing

@Suite struct CommandHelpTests {
  let declaration = CommandDeclaration(
    name: "tool", overview: "Does a thing.", discussion: "More about it.",
    extraUsage: ["tool < FILE"],
    arguments: [CommandArgument("FILE", help: "The input.")],
    options: [
      .value("output", "DIR", help: "Where to write.", default: "site"),
      .flag("clean", help: "Start afresh."),
    ])

  @Test func theUsageLineListsEveryOptionThenTheArguments() {
    #expect(declaration.usageLine == "tool [--output DIR] [--clean] [FILE]")
  }

  @Test func everyDeclaredOptionAndArgumentHasALineInTheHelp() {
    let lines = declaration.help.split(separator: "\n").map(String.init)
    for option in declaration.allOptions {
      #expect(lines.contains { $0.hasPrefix("  \(option.synopsis) ") }, "\(option.name)")
    }
    #expect(lines.contains { $0.hasPrefix("  FILE ") })
  }

  @Test func theHelpShowsTheDefaultInsideTheSentence() {
    #expect(declaration.help.contains("Where to write (default: site)."))
  }

  @Test func theHelpKeepsTheOverviewDiscussionAndExtraUsage() {
    let help = declaration.help
    #expect(help.hasPrefix("OVERVIEW: Does a thing.\n\nMore about it.\n\nUSAGE: tool "))
    #expect(help.contains("\n       tool < FILE\n"))
  }

  @Test func aLongUsageLineIsWrappedBetweenOptionsNeverInsideOne() {
    let long = CommandDeclaration(
      name: "gen build", overview: "Builds.",
      options: (1...12).map { .value("option\($0)", "VALUE", help: "An option.") })
    let usage = long.help.split(separator: "\n").filter {
      $0.hasPrefix("USAGE:") || $0.hasPrefix("                 [")
    }
    #expect(usage.count > 1)
    #expect(usage.allSatisfy { $0.count <= 80 && $0.hasSuffix("]") })
  }

  @Test func everyOptionWordInTheHelpIsDeclared() {
    let declared = Set(declaration.allOptions.map { "--" + $0.name })
    let mentioned = declaration.help.split { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" }
      .filter { $0.hasPrefix("--") }.map(String.init)
    #expect(Set(mentioned) == declared)
  }
}
