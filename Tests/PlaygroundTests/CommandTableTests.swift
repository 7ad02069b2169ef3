import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func everyCommandHasAUniqueNameASummaryAndHelp() {
  let names = CommandTable.all.map(\.name)
  #expect(Set(names).count == names.count)
  for spec in CommandTable.all {
    #expect(!spec.summary.isEmpty && !spec.help.isEmpty, "\(spec.name)")
  }
}

@Test func theOverviewListsEveryCommand() {
  let overview = CommandTable.overview()
  for spec in CommandTable.all { #expect(overview.contains(spec.synopsis), "\(spec.name)") }
}

@Test func theMarkdownReferenceHasASectionPerCommand() {
  let md = CommandTable.markdown()
  #expect(md.hasPrefix("# Playground commands"))
  for spec in CommandTable.all { #expect(md.contains("## `\(spec.synopsis)`"), "\(spec.name)") }
}

@Test func helpForACommandShowsItsSynopsisAndHelp() async throws {
  let h = Harness()
  try await h.run(":help tool arg")
  #expect(h.printed.text.hasPrefix(":tool arg NAME ARG TYPE"))
  #expect(h.printed.text.contains("--choices"))
}

@Test func helpForAGroupShowsEveryCommandOfIt() async throws {
  let h = Harness()
  try await h.run(":help tool")
  #expect(h.printed.text.contains(":tool new") && h.printed.text.contains(":tool save"))
}

@Test func helpForAnUnknownCommandIsAnError() async {
  let h = Harness()
  #expect(await h.error(":help nothing")?.message == "there is no command :nothing")
}

@Test func helpForACommandListsEveryArgumentAndOptionItDeclares() {
  for spec in CommandTable.all {
    let help = CommandTable.help(for: spec)
    for argument in spec.parameters {
      let shown = argument.isOptional ? "[\(argument.name)]" : argument.name
      #expect(
        help.contains("\n    \(shown)  ") || help.contains("\n    \(shown)\n"),
        "\(spec.name): \(argument.name)")
    }
    for option in spec.options {
      #expect(
        help.contains("\n    \(option.synopsis)  ") || help.contains("\n    \(option.synopsis)\n"),
        "\(spec.name): \(option.synopsis)")
    }
  }
}

@Test func helpForACommandWithoutDeclaredWordsHasNoLists() {
  let help = CommandTable.help(for: ToolsCommand.spec)
  #expect(!help.contains("Arguments:") && !help.contains("Options:"))
}

@Test func theReferenceListsACommandsOptionsWithTheirHelp() {
  #expect(
    CommandTable.markdown().contains(
      "Options:\n\n- `--guide TEXT`: The description the model reads, as @Guide.\n"))
}

@Test func everyCommandsUsageNamesEveryArgumentAndOptionItDeclares() {
  for spec in CommandTable.all {
    for argument in spec.parameters {
      #expect(spec.usage.contains(argument.usage(full: true)), "\(spec.name): \(argument.name)")
    }
    for option in spec.options {
      #expect(spec.usage.contains(option.usage), "\(spec.name): \(option.synopsis)")
    }
  }
}

@Test func everyCommandsSynopsisNamesEveryArgumentItDeclares() {
  for spec in CommandTable.all {
    for argument in spec.parameters {
      #expect(spec.synopsis.contains(argument.usage), "\(spec.name): \(argument.name)")
    }
  }
}

@Test func aSynopsisListsOptionsThatFitAndOtherwiseSaysOptions() {
  #expect(SaveCommand.spec.synopsis == ":save NAME|PATH [--force]")
  #expect(ToolArgCommand.spec.synopsis == ":tool arg NAME ARG TYPE [OPTIONS]")
}

@Test func aCommandEndingInAnotherProgramsCommandLineShowsItsOptionsFirst() {
  #expect(ToolMCPCommand.spec.synopsis == ":tool mcp [OPTIONS] COMMAND [ARGS…]")
  #expect(
    ToolMCPCommand.spec.usage.hasPrefix(":tool mcp [--only NAME,…] [--timeout SECONDS] COMMAND"))
}

@Test func theUsageOfAChoiceWithOptionsListsThemAfterIt() {
  #expect(ModelCommand.spec.synopsis == ":model [offline|openai [OPTIONS]|replay FILE|manual]")
  #expect(ModelCommand.spec.usage.contains("|openai [--base-url URL] [--model NAME]"))
}

@Test func helpForACommandWrapsItsUsageUnderItsName() {
  let lines = CommandTable.help(for: ToolArgCommand.spec).split(separator: "\n")
  #expect(lines[0].hasPrefix(":tool arg NAME ARG TYPE [--guide TEXT]"))
  #expect(lines[0].count <= CommandTable.width)
  #expect(lines[1].hasPrefix(String(repeating: " ", count: ":tool arg ".count) + "["))
}

@Test func helpForACommandListsEachChoiceUnderItsArgument() {
  let help = CommandTable.help(for: ToolRunCommand.spec)
  #expect(help.contains("\n    KIND  "))
  #expect(help.contains("\n      reply TEXT|JSON  "))
  // Wider than the column: on a line of its own, its help under it.
  #expect(help.contains("\n      command PROGRAM [ARG…] [--timeout SECONDS]\n"))
}

@Test func helpForACommandWrapsAnOptionGroupTooWideForALine() {
  let lines = CommandTable.usageLines(ModelCommand.spec).split(separator: "\n")
  #expect(lines.count > 1)
  #expect(lines.allSatisfy { $0.count <= CommandTable.width })
  #expect(lines[0].hasPrefix(":model [offline|openai [--base-url URL]"))
}

@Test func helpForACommandWrapsEachRowsHelpUnderItself() throws {
  let help = CommandTable.help(for: ModelCommand.spec)
  let lists = try #require(help.range(of: "\n  Arguments:"))
  #expect(
    help[lists.lowerBound...].split(separator: "\n").allSatisfy { $0.count <= CommandTable.width })
}

@Test func theReferenceNestsEachChoiceUnderItsArgument() {
  #expect(
    CommandTable.markdown().contains(
      "- `[table|schema|swift|file]`: a view, one of:\n  - `table`: the arguments"))
}
