import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct GenCommandLineTests {
  let declarations = [
    BuildCommand.declaration, ServeCommand.declaration, CheckCommand.declaration,
  ]
  /// Every subcommand with a declaration, `gen new` included.
  var documented: [CommandDeclaration] { GenCommand.subcommands.map { $0.declaration } }

  @Test func everySubcommandsHelpHasALineForEveryDeclaredOption() {
    for declaration in documented {
      let lines = declaration.help.split(separator: "\n")
      for option in declaration.allOptions {
        #expect(
          // A long synopsis has a line of its own, its help under it.
          lines.contains { $0.hasPrefix("  \(option.synopsis) ") || $0 == "  \(option.synopsis)" },
          "\(declaration.name): \(option.name)")
      }
    }
  }

  @Test func everySubcommandsUsageNamesEveryOptionItAccepts() {
    for declaration in documented {
      for option in declaration.options {
        #expect(declaration.usageLine.contains(option.usage), "\(declaration.name)")
      }
    }
  }

  @Test func everySubcommandsUsageNamesEveryArgumentItDeclares() {
    for declaration in documented {
      for argument in declaration.arguments {
        #expect(declaration.usageLine.contains(argument.usage), "\(declaration.name)")
      }
    }
  }

  @Test func genNewsUsageShowsItsKindsAsDeclared() {
    #expect(NewCommand.declaration.usageLine.hasSuffix(" lesson|tool NAME"))
    #expect(NewCommand.declaration.help.contains("\n    lesson "))
  }

  @Test func everySubcommandsHelpMentionsOnlyDeclaredOptions() {
    for declaration in documented {
      let declared = Set(declaration.allOptions.map { "--" + $0.name })
      let mentioned = declaration.help
        .split { " \n[](),'".contains($0) }.filter { $0.hasPrefix("--") }.map(String.init)
      #expect(Set(mentioned).isSubset(of: declared), "\(declaration.name)")
    }
  }

  @Test func buildServeAndCheckAllAcceptDrafts() throws {
    for declaration in declarations {
      guard case .run(let arguments) = try declaration.parse(["--drafts"]) else {
        Issue.record("\(declaration.name) did not run")
        continue
      }
      #expect(arguments.has(BuildCommand.draftsOption))
    }
  }

  @Test func versionIsAcceptedByEverySubcommand() throws {
    for declaration in declarations {
      #expect(try declaration.parse(["--version"]) == .version, "\(declaration.name)")
    }
  }

  @Test func genColoursDiagnosticsOnlyAsTheColourRuleSays() throws {
    let devices = try PseudoTerminal()
    #expect(MessagePrinter(environment: [:], descriptor: devices.terminal).colour)
    #expect(!MessagePrinter(environment: ["TERM": "dumb"], descriptor: devices.terminal).colour)
    #expect(!MessagePrinter(environment: ["NO_COLOR": "1"], descriptor: devices.terminal).colour)
    #expect(MessagePrinter(environment: ["NO_COLOR": ""], descriptor: devices.terminal).colour)
    #expect(!MessagePrinter(environment: [:], descriptor: devices.notTerminal).colour)
  }
}
