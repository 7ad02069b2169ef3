/// Instructions for a session. FM: instructions
public struct Instructions: Sendable, InstructionsRepresentable {
  /// FM: instructions/init(_:)
  public init(_ content: some InstructionsRepresentable) {}
  init(_ text: String) {}
  public var instructionsRepresentation: Instructions { self }
}
