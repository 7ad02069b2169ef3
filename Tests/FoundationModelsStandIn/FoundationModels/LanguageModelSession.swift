/// A conversation with a model: instructions, tools and the transcript so far.
/// FM: languagemodelsession
public final class LanguageModelSession: Sendable {
  /// FM: languagemodelsession/init(model:tools:instructions:)-(_,_,string?)
  public init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil
  ) {}

  /// FM: languagemodelsession/init(model:tools:instructions:)-(_,_,instructions?)
  public init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions?
  ) {}

  /// FM: languagemodelsession/init(model:tools:instructions:), the builder form
  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [],
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, tools: tools, instructions: try instructions())
  }

  /// FM: languagemodelsession/init(model:tools:transcript:)
  public init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript
  ) {}

  /// FM: languagemodelsession/transcript
  public var transcript: Transcript { Transcript() }

  /// All the tokens of this session's responses so far (27.0).
  /// FM: languagemodelsession/usage-swift.property
  @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
  public var usage: Usage {
    Usage(
      input: .init(totalTokenCount: 0, cachedTokenCount: 0),
      output: .init(totalTokenCount: 0, reasoningTokenCount: 0))
  }

  /// FM: languagemodelsession/isresponding
  public var isResponding: Bool { false }

  /// FM: languagemodelsession/prewarm(promptprefix:)
  public func prewarm(promptPrefix: Prompt? = nil) {}

  /// FM: languagemodelsession/respond(to:options:)-(string,_)
  @discardableResult
  public func respond(
    to prompt: String, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: languagemodelsession/respond(to:options:)-(prompt,_)
  @discardableResult
  public func respond(
    to prompt: Prompt, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: languagemodelsession/respond(to:generating:includeschemainprompt:options:)
  @discardableResult
  public func respond<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: languagemodelsession/respond(to:generating:includeschemainprompt:options:), a prompt
  @discardableResult
  public func respond<Content: Generable>(
    to prompt: Prompt, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: languagemodelsession/respond(to:schema:includeschemainprompt:options:)
  @discardableResult
  public func respond(
    to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<GeneratedContent> {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: languagemodelsession/streamresponse(to:options:)-(string,_)
  public func streamResponse(
    to prompt: String, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<String> {
    ResponseStream()
  }

  /// FM: languagemodelsession/streamresponse(to:generating:includeschemainprompt:options:)
  public func streamResponse<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<Content> {
    ResponseStream()
  }
}
