import Foundation
import Testing

@testable import Playground

@Test func eachCommandIsParsedToItsOwnType() throws {
  for command in CommandRegistry.all {
    let input = try PlaygroundInput.parse(":" + command.spec.name)
    guard case .command(let parsed) = input else {
      Issue.record(":\(command.spec.name) is not read as a command")
      continue
    }
    #expect(ObjectIdentifier(parsed.command) == ObjectIdentifier(command), "\(command.spec.name)")
  }
}

@Test func theTableIsTheRegistrysDeclarations() {
  #expect(CommandTable.all == CommandRegistry.all.map { $0.spec })
}

@Test func eachCommandCompletesItsOwnArguments() {
  let base = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
  func complete(_ line: String) -> [String] {
    let word = line.hasSuffix(" ") ? "" : String(line.split(separator: " ").last!)
    return Completer.candidates(
      line: line, word: word, toolNames: ["getWeather", "find"], baseDirectory: base)
  }
  #expect(complete(":tool save! get") == ["getWeather"])
  #expect(complete(":tool run getWeather re") == ["reply", "replies", "reply-default"])
  #expect(complete(":tool arg getWeather city arr") == ["array<string>"])
  #expect(complete(":move call f") == ["find"])
  #expect(complete(":move say f").isEmpty)
  #expect(complete(":on-tool-error r") == ["report"])
  #expect(complete(":help to") == ["tools", "tool"])
  #expect(complete(":model m") == ["manual"])
}
