import CallsiteCore
import CallsiteTools
import Testing

@Suite struct CoffeeMenuToolTests {
  @Test func theMenuIsTextListingAtLeastTwelveCoffees() async throws {
    let tool = try TestSupport.builtin("coffeeMenu")
    let output = try await tool.call(arguments: ["query": "something strong"])
    guard case .text(let menu) = output else {
      Issue.record("expected text, got \(output)")
      return
    }
    #expect(menu.split(separator: "\n").filter { $0.hasPrefix("- ") }.count >= 12)
    #expect(menu.contains("Flat White"))
    #expect(menu.contains("Milk:"))
    #expect(menu.contains("Notes:"))
    #expect(TestSupport.violations(output, builtin: "coffeeMenu").isEmpty)
  }

  @Test func theQueryDoesNotChangeTheMenu() async throws {
    let tool = try TestSupport.builtin("coffeeMenu")
    let first = try await tool.call(arguments: ["query": "decaf"])
    let second = try await tool.call(arguments: ["query": "iced and sweet"])
    #expect(first == second)
  }
}
