import Foundation

extension LanguageModelSession {
  /// What `respond` returns. FM: languagemodelsession/response
  public struct Response<Content: Generable> {
    /// FM: languagemodelsession/response/content
    public let content: Content
    /// FM: languagemodelsession/response/rawcontent
    public let rawContent: GeneratedContent
    /// FM: languagemodelsession/response/transcriptentries
    public let transcriptEntries: ArraySlice<Transcript.Entry>
    /// The tokens this response used (27.0). FM: languagemodelsession/response/usage
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public var usage: Usage { fatalError("the FoundationModels stand-in only type-checks") }
  }

  /// What `streamResponse` returns: snapshots of the answer as it grows.
  /// FM: languagemodelsession/responsestream
  public struct ResponseStream<Content: Generable>: AsyncSequence {
    /// FM: languagemodelsession/responsestream/snapshot
    public struct Snapshot {
      /// FM: languagemodelsession/responsestream/snapshot/content
      public var content: Content.PartiallyGenerated
      /// FM: languagemodelsession/responsestream/snapshot/rawcontent
      public var rawContent: GeneratedContent
    }

    /// FM: languagemodelsession/responsestream/asynciterator
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async throws -> Snapshot? { nil }
    }

    public typealias Element = Snapshot

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

    /// FM: languagemodelsession/responsestream/collect()
    public func collect() async throws -> Response<Content> {
      fatalError("the FoundationModels stand-in only type-checks")
    }
  }

  /// The error `respond` throws when a tool throws: the tool and its error.
  /// FM: languagemodelsession/toolcallerror
  public struct ToolCallError: Error, LocalizedError {
    /// FM: languagemodelsession/toolcallerror/tool
    public var tool: any Tool
    /// FM: languagemodelsession/toolcallerror/underlyingerror
    public var underlyingError: any Error

    /// FM: languagemodelsession/toolcallerror/init(tool:underlyingerror:)
    public init(tool: any Tool, underlyingError: any Error) {
      self.tool = tool
      self.underlyingError = underlyingError
    }
  }

  /// Why a generation failed. FM: languagemodelsession/generationerror (26.0 to 27.0; 27
  /// replaces it with `LanguageModelError`). The stand-in lists the cases the course names, not
  /// all of them (`refusal` is left out); built with library evolution, a `switch` over it
  /// needs `@unknown default` as over Apple's.
  @available(iOS, introduced: 26.0, deprecated: 27.0, message: "use LanguageModelError")
  @available(macOS, introduced: 26.0, deprecated: 27.0, message: "use LanguageModelError")
  public enum GenerationError: Error, LocalizedError {
    /// FM: languagemodelsession/generationerror/context
    public struct Context: Sendable {
      /// FM: languagemodelsession/generationerror/context/debugdescription
      public let debugDescription: String
      /// FM: languagemodelsession/generationerror/context/init(debugdescription:)
      public init(debugDescription: String) { self.debugDescription = debugDescription }
    }

    /// FM: languagemodelsession/generationerror/exceededcontextwindowsize(_:)
    case exceededContextWindowSize(Context)
    /// FM: languagemodelsession/generationerror/assetsunavailable(_:)
    case assetsUnavailable(Context)
    /// FM: languagemodelsession/generationerror/guardrailviolation(_:)
    case guardrailViolation(Context)
    /// FM: languagemodelsession/generationerror/unsupportedguide(_:)
    case unsupportedGuide(Context)
    /// FM: languagemodelsession/generationerror/unsupportedlanguageorlocale(_:)
    case unsupportedLanguageOrLocale(Context)
    /// FM: languagemodelsession/generationerror/decodingfailure(_:)
    case decodingFailure(Context)
    /// FM: languagemodelsession/generationerror/ratelimited(_:)
    case rateLimited(Context)
    /// FM: languagemodelsession/generationerror/concurrentrequests(_:)
    case concurrentRequests(Context)
  }
}
