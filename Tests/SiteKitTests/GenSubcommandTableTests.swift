import CallsiteCore
import Testing

@testable import SiteKit

@Test func everyGenSubcommandIsDeclaredUnderItsOwnWord() {
  let words = GenCommand.subcommands.map { $0.word }
  #expect(words == ["build", "serve", "check", "export", "new", "compare"])
  for subcommand in GenCommand.subcommands {
    #expect(subcommand.declaration.name == "gen \(subcommand.word)")
  }
}

@Test func genHelpListsEverySubcommandWithItsSummary() {
  // The summaries are wrapped to the help's width.
  let words = GenCommand.usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  for subcommand in GenCommand.subcommands {
    #expect(GenCommand.usage.contains("\n    \(subcommand.word) "))
    #expect(words.contains(subcommand.summary))
  }
}

@Test func genHelpsUsageNamesTheSubcommandArgument() {
  #expect(GenCommand.usage.contains("USAGE: gen <subcommand>"))
}

@Test func aSubcommandIsFoundByItsWordAndNothingElse() {
  #expect(GenCommand.subcommand(named: "check") == CheckCommand.self)
  #expect(GenCommand.subcommand(named: "gen check") == nil)
}
