/// A type the model can generate, and that a tool can take as arguments or return.
///
/// FM: generable. Apple's `@Generable` macro adds the conformance, `generationSchema`,
/// `init(_:)` and `generatedContent`; the stand-in's macro (`Macros/FMMacros.swift`) adds
/// the same declarations. Apple's macro also writes a `PartiallyGenerated` type with
/// optional properties; the stand-in keeps the protocol's default, `Self`.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// FM: generable/partiallygenerated
  associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
  /// FM: generable/generationschema
  static var generationSchema: GenerationSchema { get }
}
