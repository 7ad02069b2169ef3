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
  for subcommand in GenCommand.subcommands {
    #expect(GenCommand.usage.contains("  \(subcommand.word)"))
    #expect(GenCommand.usage.contains(subcommand.summary))
  }
}

@Test func aSubcommandIsFoundByItsWordAndNothingElse() {
  #expect(GenCommand.subcommand(named: "check") == CheckCommand.self)
  #expect(GenCommand.subcommand(named: "gen check") == nil)
}
