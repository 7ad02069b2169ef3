import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct GenCommandLineTests {
  let declarations = [
    BuildCommand.declaration, ServeCommand.declaration, CheckCommand.declaration,
  ]
  /// Every subcommand with a declaration, `gen new` included.
  var documented: [CommandDeclaration] {
    declarations + [NewCommand.declaration, CompareCommand.declaration]
  }

  @Test func everySubcommandsHelpHasALineForEveryDeclaredOption() {
    for declaration in documented {
      let lines = declaration.help.split(separator: "\n")
      for option in declaration.allOptions {
        #expect(
          lines.contains { $0.hasPrefix("  \(option.synopsis) ") },
          "\(declaration.name): \(option.name)")
      }
    }
  }

  @Test func everySubcommandsUsageNamesEveryOptionItAccepts() {
    for declaration in documented {
      for option in declaration.options {
        #expect(declaration.usageLine.contains("[\(option.synopsis)]"), "\(declaration.name)")
      }
    }
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
      #expect(arguments.has("drafts"))
    }
  }

  @Test func versionIsAcceptedByEverySubcommand() throws {
    for declaration in declarations {
      #expect(try declaration.parse(["--version"]) == .version, "\(declaration.name)")
    }
  }

  @Test func theReferencePageQuotesEachSubcommandsUsageAndEveryOption() throws {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let page = try String(
      contentsOf: root.appendingPathComponent("content/lessons/05-reference/02-gen-commands.md"),
      encoding: .utf8)
    for declaration in documented {
      let heading = try #require(page.range(of: "## \(declaration.name)\n"))
      let after = page[heading.upperBound...]
      let section = after[..<(after.range(of: "\n## ")?.lowerBound ?? after.endIndex)]
      #expect(
        section.contains("```sh\n\(declaration.usageLine)\n```"),
        "quote the usage line of \(declaration.name) from its --help")
      for option in declaration.options {
        #expect(section.contains("`\(option.synopsis)"), "\(declaration.name): \(option.name)")
      }
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
