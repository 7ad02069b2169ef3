import CallsiteCore
import Foundation

/// A tool carried out by a program: arguments as JSON on standard input, the output on
/// standard output (JSON when it parses, text otherwise).
struct CommandTool: Tool {
  let definition: ToolDefinition
  let spec: CommandSpec
  /// The resolved absolute path of `spec.argv[0]`.
  let program: String
  let workingDirectory: URL

  /// The environment the program gets: `CALLSITE_TOOL` and the variables the file lists.
  var environment: [String: String] {
    let current = ProcessInfo.processInfo.environment
    var result: [String: String] = [:]
    for name in spec.environment {
      if let value = current[name] { result[name] = value }
    }
    result["CALLSITE_TOOL"] = definition.name
    return result
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let runner = CommandRunner(
      program: program, arguments: Array(spec.argv.dropFirst()), environment: environment,
      workingDirectory: workingDirectory.path, timeout: spec.timeoutSeconds)
    let result = await runner.run(input: Array(arguments.compactText.utf8))
    try Task.checkCancellation()
    let stderrTail = String(decoding: result.stderrTail, as: UTF8.self)
    if let failure = result.failure {
      throw CommandToolError(tool: definition.name, reason: failure, standardErrorTail: stderrTail)
    }
    guard let text = String(validating: result.output, as: UTF8.self) else {
      let offset = Self.firstInvalidByte(result.output)
      throw CommandToolError(
        tool: definition.name, reason: .invalidUTF8(offset: offset), standardErrorTail: stderrTail)
    }
    if let value = try? JSONValue.parse(text) { return .structure(value) }
    var trimmed = Substring(text)
    if trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
    return .text(String(trimmed))
  }

  /// The offset of the first byte that breaks UTF-8.
  static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }
}
