/// What can be part of instructions. FM: instructionsrepresentable
public protocol InstructionsRepresentable {
  /// FM: instructionsrepresentable/instructionsrepresentation
  var instructionsRepresentation: Instructions { get }
}
