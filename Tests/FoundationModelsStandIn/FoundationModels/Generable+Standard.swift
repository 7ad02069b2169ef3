// The standard types that are generable as they are. FM: generable ("Conforming types":
// Bool, Decimal, Double, Float, Int, String, Array, Optional's ConvertibleToGeneratedContent).

import Foundation

/// The one body of the standard conformances.
public protocol StandInGenerable: Generable {}

extension StandInGenerable {
  public init(_ content: GeneratedContent) throws {
    fatalError("the FoundationModels stand-in only type-checks")
  }
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .null) }
  public static var generationSchema: GenerationSchema {
    GenerationSchema(type: Self.self, properties: [])
  }
}

extension String: StandInGenerable {}
extension Int: StandInGenerable {}
extension Double: StandInGenerable {}
extension Float: StandInGenerable {}
extension Bool: StandInGenerable {}
extension Decimal: StandInGenerable {}
extension Array: Generable, ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent,
  PromptRepresentable, InstructionsRepresentable, StandInGenerable
where Element: Generable {}

extension Optional: ConvertibleToGeneratedContent, PromptRepresentable, InstructionsRepresentable
where Wrapped: ConvertibleToGeneratedContent {
  public var generatedContent: GeneratedContent {
    self?.generatedContent ?? GeneratedContent(kind: .null)
  }
}
