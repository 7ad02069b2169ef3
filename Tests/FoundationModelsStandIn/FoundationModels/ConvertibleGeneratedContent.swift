// The two halves of `Generable`: made from generated content, and turned into it.

/// FM: convertiblefromgeneratedcontent
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
  /// FM: convertiblefromgeneratedcontent/init(_:)
  init(_ content: GeneratedContent) throws
}

/// FM: convertibletogeneratedcontent
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
  /// FM: convertibletogeneratedcontent/generatedcontent
  var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
  public var promptRepresentation: Prompt { Prompt(generatedContent.jsonString) }
  public var instructionsRepresentation: Instructions {
    Instructions(generatedContent.jsonString)
  }
}
