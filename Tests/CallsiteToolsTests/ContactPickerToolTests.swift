import CallsiteCore
import CallsiteTools
import Testing

@Suite struct ContactPickerToolTests {
  @Test func aContactIsNeverPickedTwiceAndRunningOutIsSaid() async throws {
    let tool = try TestSupport.builtin("contactPicker")
    var names: [String] = []
    var last = ToolOutput.text("")
    for _ in 0..<100 {
      last = try await tool.call(arguments: [:])
      guard case .text(let text) = last, !text.hasPrefix("No contacts are left") else { break }
      names.append(text)
    }
    #expect(names.count >= 10)
    #expect(Set(names).count == names.count)
    #expect(
      last
        == .text(
          "No contacts are left: all \(names.count) have already been picked in this session."))
  }

  @Test func theOutputMatchesItsDeclaredShape() async throws {
    let tool = try TestSupport.builtin("contactPicker")
    #expect(
      TestSupport.violations(try await tool.call(arguments: [:]), builtin: "contactPicker").isEmpty)
  }

  @Test func eachInstanceHasItsOwnMemory() async throws {
    let first = try TestSupport.builtin("contactPicker")
    let second = try TestSupport.builtin("contactPicker")
    #expect(try await first.call(arguments: [:]) == second.call(arguments: [:]))
  }
}
