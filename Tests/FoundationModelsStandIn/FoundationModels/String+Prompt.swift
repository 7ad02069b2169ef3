// Text is both a prompt and instructions. FM: promptrepresentable, instructionsrepresentable

extension String: PromptRepresentable, InstructionsRepresentable {
  public var promptRepresentation: Prompt { Prompt(self) }
  public var instructionsRepresentation: Instructions { Instructions(self) }
}
