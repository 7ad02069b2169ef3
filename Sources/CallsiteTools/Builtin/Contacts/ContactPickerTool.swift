import CallsiteCore
import Synchronization

/// The course's contact picker: one name per call, never the same one twice for the life
/// of the tool instance (its session).
final class ContactPickerTool: Tool {
  let definition: ToolDefinition
  private let picked = Mutex(0)
  let contacts: [String]

  init(definition: ToolDefinition, contacts: [String] = ContactPickerTool.bundledContacts) {
    self.definition = definition
    self.contacts = contacts
  }

  static let defaultDefinition = ToolDefinition(
    name: "pickContact",
    description: "Pick a contact from the user's address book",
    parameters: SchemaBuilder.schema(SchemaBuilder.object("Arguments", [])))

  static let outputSchema = SchemaBuilder.schema(SchemaBuilder.scalar("string"))

  static let bundledContacts: [String] = {
    let data = try? BundledData.load("contacts")
    return (data?["contacts"]?.arrayValue ?? []).compactMap(\.stringValue)
  }()

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let index = picked.withLock { count -> Int? in
      guard count < contacts.count else { return nil }
      count += 1
      return count - 1
    }
    guard let index else {
      return .text(
        "No contacts are left: all \(contacts.count) have already been picked in this session.")
    }
    return .text(contacts[index])
  }
}
