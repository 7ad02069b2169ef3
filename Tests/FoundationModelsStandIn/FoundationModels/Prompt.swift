/// A prompt. FM: prompt
public struct Prompt: Sendable, PromptRepresentable {
  /// FM: prompt/init(_:)
  public init(_ content: some PromptRepresentable) {}
  init(_ text: String) {}
  public var promptRepresentation: Prompt { self }
}
