/// What can be part of a prompt: strings, generated content and generable types.
/// FM: promptrepresentable
public protocol PromptRepresentable {
  /// FM: promptrepresentable/promptrepresentation
  var promptRepresentation: Prompt { get }
}
