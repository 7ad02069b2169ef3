import CallsiteCore
import CallsiteTools

/// The FoundationModels Swift the site shows for a tool file: the tool, whose `call` returns
/// what the tool really returns, and the declaration of that type when it is the tool's own.
///
/// A tool's output may be a `String`, a `@Generable` type or `GeneratedContent` (Apple's
/// `Tool.Output` is any `PromptRepresentable`). A builtin whose output schema is an object
/// with a title returns a `@Generable` type of that name (`getCoordinates` → `Location`);
/// a text output returns `String`; a `reply` with structured values returns
/// `GeneratedContent`; a command, whose output is known only when it runs, returns `String`.
struct ToolSwift {
  /// `struct NameTool: Tool { … }`.
  var tool: String
  /// The name of the type `call` returns.
  var outputType: String
  /// `@Generable struct OutputType { … }` when the output is the tool's own type.
  var outputDeclaration: String?

  init(file: ToolFile) {
    let output = Self.output(of: file.implementation)
    outputType = output.type
    outputDeclaration = output.declaration
    tool = SwiftDeclaration.tool(file.definition, outputType: output.type)
  }

  /// The tool and its output type, as one listing.
  var text: String {
    [tool, outputDeclaration].compactMap { $0 }.joined(separator: "\n\n")
  }

  private static func output(
    of implementation: ToolImplementation
  ) -> (type: String, declaration: String?) {
    switch implementation {
    case .builtin(let name, _):
      guard let schema = BuiltinTools.outputSchema(for: name), schema.type == "object",
        let title = schema.title
      else { return ("String", nil) }
      let declaration = SwiftDeclaration.generable(schema, typeName: title)
      return (typeName(declaredIn: declaration) ?? title, declaration)
    case .reply(let value):
      return (value.stringValue == nil ? "GeneratedContent" : "String", nil)
    case .replies(let rules, let fallback):
      let values = rules.map(\.output) + (fallback.map { [$0] } ?? [])
      let text = values.allSatisfy { $0.stringValue != nil }
      return (text ? "String" : "GeneratedContent", nil)
    default:
      return ("String", nil)
    }
  }

  /// The name declared by the first `struct Name` or `enum Name` of `declaration`.
  private static func typeName(declaredIn declaration: String) -> String? {
    for line in declaration.split(separator: "\n") {
      let words = line.split(separator: " ")
      if let index = words.firstIndex(where: { $0 == "struct" || $0 == "enum" }),
        index + 1 < words.count
      {
        return String(words[index + 1].prefix { $0 != ":" && $0 != "{" })
      }
    }
    return nil
  }
}
