import CallsiteCore
import Testing

@testable import Playground

@Test func aDeclaredOptionIsReadThroughItsDeclaration() throws {
  guard
    case .command(let c) = try PlaygroundInput.parse(":tool arg t days integer --min 1 --optional")
  else {
    Issue.record("not read as a command")
    return
  }
  #expect(c.value(ToolArgCommand.minimum) == "1")
  #expect(c.value(ToolArgCommand.maximum) == nil)
  #expect(c.has(ToolArgCommand.optional))
}

@Test func typingABangGivesTheDeclaredForceFlag() throws {
  guard case .command(let c) = try PlaygroundInput.parse(":save! hello") else {
    Issue.record("not read as a command")
    return
  }
  #expect(c.has(CommandSpec.force))
}

@Test func everyCommandThatReplacesAFileDeclaresForce() {
  let forced = CommandRegistry.all.filter { $0.spec.options.contains(CommandSpec.force) }
  #expect(
    forced.map { $0.spec.name }.sorted() == ["export", "history save", "save", "tool save"])
}
