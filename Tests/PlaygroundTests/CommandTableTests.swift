import CallsiteCore
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
      #expect(help.contains("\n    \(shown)  "), "\(spec.name): \(argument.name)")
    }
    for option in spec.options {
      #expect(help.contains("\n    \(option.synopsis)  "), "\(spec.name): \(option.synopsis)")
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

@Test func aSynopsisThatNamesOptionsNamesThemAsDeclared() {
  // `--force` is typed as `:NAME!` and left out of the synopsis; its help says so.
  for spec in CommandTable.all where spec.arguments.contains("--") {
    for option in spec.options where option != CommandSpec.force {
      #expect(spec.synopsis.contains(option.synopsis), "\(spec.name): \(option.synopsis)")
    }
  }
}
