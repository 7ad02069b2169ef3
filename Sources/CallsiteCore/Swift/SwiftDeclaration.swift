/// The FoundationModels Swift source equivalent to a tool definition or a schema, for readers
/// to compare with the JSON the model sees and to paste into an app.
///
/// Mapping (from the JSON Schema subset that `GenerationSchema` emits):
/// - `string` → `String`, `integer` → `Int`, `number` → `Double`, `boolean` → `Bool`,
///   `array` → `[T]`; a property missing from `required` (or typed `[T, "null"]`) → `T?`.
///   Properties come in `x-order` order, 4-space indented, as Apple's samples are.
/// - `description` → `@Guide(description:)`; a property without description or constraints
///   gets no `@Guide` at all.
/// - A string `enum` → `.anyOf([…])`, one value (or `const`) → `.constant(…)`. A `$defs`
///   definition that is a string enum whose values are all identifiers becomes a nested
///   `@Generable enum`; other enums stay `String` with `.anyOf` at each use.
/// - `minimum`/`maximum` → `.range(a...b)`, `.minimum(a)` or `.maximum(b)` (integers round
///   inward); `minItems`/`maxItems` → `.count(n)`, `.count(a...b)`, `.minimumCount(a)` or
///   `.maximumCount(b)`; guides on `items` → `.element(…)`.
/// - `pattern` → a comment above the property (a JSON Schema pattern is not always a valid
///   Swift `Regex` literal, so the reader adds one).
/// - `$ref: #/$defs/Name` → a `@Generable struct Name` nested once inside the root type;
///   an inline object → a nested struct named by its `title`, else by the property name
///   capitalised (singular for array elements: `cats` → `Cat`).
/// - Keywords are backticked; a property name that is not an identifier is rebuilt in camel
///   case, with a comment naming the original. What has no Swift form (`anyOf` of objects, a
///   missing type) becomes `GeneratedContent` with a comment.
///
/// Output has no trailing newline.
public enum SwiftDeclaration {
  /// `struct NameTool: Tool { … }` with `name`, `description`, a `@Generable struct
  /// Arguments` and a `call(arguments:)` stub returning `outputType`.
  ///
  /// The type name is the tool name with its first letter capitalised plus `Tool`
  /// (`getWeatherForecast` → `GetWeatherForecastTool`), without doubling a `Tool` suffix.
  public static func tool(_ definition: ToolDefinition, outputType: String = "String") -> String {
    var typeName = SwiftNames.typeName(for: definition.name)
    if !typeName.hasSuffix("Tool") || typeName == "Tool" { typeName += "Tool" }
    let arguments = SwiftTypeWriter(root: definition.parameters)
      .rootDeclaration(named: "Arguments")
    let summary = SwiftLiteral.commentText(definition.description)
    var body = [
      "let name = \(SwiftLiteral.string(definition.name))",
      "let description = \(SwiftLiteral.string(definition.description))",
      "",
    ]
    body += arguments
    body += [
      "",
      "func call(arguments: Arguments) async throws -> \(outputType) {",
      summary.isEmpty ? "    // Your code here." : "    // Your code here: \(summary)",
      "    fatalError(\(SwiftLiteral.string("\(typeName).call(arguments:) is not written yet")))",
      "}",
    ]
    let lines = ["struct \(typeName): Tool {"] + SwiftTypeWriter.indented(body) + ["}"]
    return lines.joined(separator: "\n")
  }

  /// `@Generable struct Name { … }` (or `enum`) for a schema, with its `$defs` nested inside.
  ///
  /// `typeName` defaults to the schema's `title`, else `Value`; either way it is made a valid
  /// type name.
  public static func generable(_ schema: Schema, typeName: String? = nil) -> String {
    let name = SwiftNames.typeName(for: typeName ?? schema.title ?? "Value")
    return SwiftTypeWriter(root: schema).rootDeclaration(named: name).joined(separator: "\n")
  }
}
