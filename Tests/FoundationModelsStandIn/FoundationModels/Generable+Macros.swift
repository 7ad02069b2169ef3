// The macros of FoundationModels, implemented in `../Macros/FMMacros.swift`.

/// `@Generable`, on a struct or an enum. FM: generable(description:)
@attached(
  extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: named(generationSchema))
public macro Generable(description: String? = nil) =
  #externalMacro(module: "FMMacros", type: "GenerableMacro")

/// `@Guide(description:)` on a property. FM: guide(description:)
@attached(peer)
public macro Guide(description: String) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")

/// `@Guide(description:_:)` with guides such as `.range(1...7)`.
/// FM: guide(description:_:). Apple declares one generic macro over the property's type;
/// the stand-in spells it once per type the guides below support, so that `.anyOf` and
/// `.range` resolve without the property's type.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<String>...) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")

/// `@Guide` for an `Int` property. FM: guide(description:_:)
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<Int>...) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")

/// `@Guide` for a `Double` property. FM: guide(description:_:)
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<Double>...) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")

/// `@Guide` for an array property. FM: guide(description:_:)
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<GuidedArray>...) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")

/// `@Guide` with a regular expression. FM: guide(description:_:)-(_,regex<regexoutput>)
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guide: Regex<RegexOutput>) =
  #externalMacro(module: "FMMacros", type: "GuideMacro")
