// A stand-in for Apple's FoundationModels framework, kept in the tests so that the course's
// Swift blocks can be type-checked on Linux (`CourseSwiftTests`). It declares the API surface
// the course uses, with the signatures of Apple's documentation; nothing in it runs a model.
// Each declaration names its page under https://developer.apple.com/documentation/foundationmodels/
// (written `FM:` below), checked on 2026-12-01.

/// A tool a model can call.
///
/// FM: tool. Apple's protocol is `Tool<Arguments, Output>: Sendable`; the output is any
/// `PromptRepresentable` (a `String`, a `@Generable` type, `GeneratedContent`). The
/// `ToolOutput` type of the 2025 betas is gone.
public protocol Tool<Arguments, Output>: Sendable {
  /// FM: tool/arguments
  associatedtype Arguments: ConvertibleFromGeneratedContent
  /// FM: tool/output
  associatedtype Output: PromptRepresentable

  /// FM: tool/name (the type's name by default)
  var name: String { get }
  /// FM: tool/description
  var description: String { get }
  /// FM: tool/parameters (the arguments' `generationSchema` by default)
  var parameters: GenerationSchema { get }
  /// FM: tool/includesschemaininstructions (`true` by default; `false` only for a model
  /// trained to know the tool).
  var includesSchemaInInstructions: Bool { get }

  /// FM: tool/call(arguments:)
  func call(arguments: Arguments) async throws -> Output
}

extension Tool {
  /// FM: tool/name-4e9zc
  public var name: String { String(describing: Self.self) }
  /// FM: tool/includesschemaininstructions-2yllg
  public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
  /// FM: tool/parameters-6d3h1
  public var parameters: GenerationSchema { Arguments.generationSchema }
}
