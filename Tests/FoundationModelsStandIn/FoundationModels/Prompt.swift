/// What can be part of a prompt: strings, generated content and generable types.
/// FM: promptrepresentable
public protocol PromptRepresentable {
  /// FM: promptrepresentable/promptrepresentation
  var promptRepresentation: Prompt { get }
}

/// What can be part of instructions. FM: instructionsrepresentable
public protocol InstructionsRepresentable {
  /// FM: instructionsrepresentable/instructionsrepresentation
  var instructionsRepresentation: Instructions { get }
}

/// A prompt. FM: prompt
public struct Prompt: Sendable, PromptRepresentable {
  /// FM: prompt/init(_:)
  public init(_ content: some PromptRepresentable) {}
  init(_ text: String) {}
  public var promptRepresentation: Prompt { self }
}

/// Instructions for a session. FM: instructions
public struct Instructions: Sendable, InstructionsRepresentable {
  /// FM: instructions/init(_:)
  public init(_ content: some InstructionsRepresentable) {}
  init(_ text: String) {}
  public var instructionsRepresentation: Instructions { self }
}

extension String: PromptRepresentable, InstructionsRepresentable {
  public var promptRepresentation: Prompt { Prompt(self) }
  public var instructionsRepresentation: Instructions { Instructions(self) }
}
