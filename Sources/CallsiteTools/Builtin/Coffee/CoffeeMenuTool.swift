import CallsiteCore

/// The course's menu tool: the coffee shop's whole menu as text, whatever the query.
struct CoffeeMenuTool: Tool {
  let definition: ToolDefinition

  static let defaultDefinition = ToolDefinition(
    name: "getCoffeeMenu",
    description: "Get the coffee shop's menu",
    parameters: SchemaBuilder.schema(
      SchemaBuilder.object(
        "Arguments",
        [
          .init(
            name: "query",
            schema: SchemaBuilder.string("What the customer is looking for, in a few words"))
        ])))

  static let outputSchema = SchemaBuilder.schema(SchemaBuilder.scalar("string"))

  /// The menu text, built once from `Data/coffee.json`.
  static let menu: String = {
    guard let data = try? BundledData.load("coffee") else {
      fatalError("the bundled coffee menu is missing")
    }
    let shop = data["shop"]?.stringValue ?? "The coffee shop"
    let coffees = data["coffees"]?.arrayValue ?? []
    var lines = ["\(shop) menu (\(coffees.count) coffees; an invented shop):"]
    for coffee in coffees {
      let name = coffee["name"]?.stringValue ?? "?"
      let summary = coffee["summary"]?.stringValue ?? ""
      let milk = coffee["milk"]?.stringValue ?? "none"
      let notes = (coffee["notes"]?.arrayValue ?? []).compactMap(\.stringValue)
      lines.append(
        "- \(name): \(summary) Milk: \(milk). Notes: \(notes.joined(separator: ", ")).")
    }
    return lines.joined(separator: "\n")
  }()

  func call(arguments: JSONValue) async throws -> ToolOutput {
    .text(Self.menu)
  }
}
