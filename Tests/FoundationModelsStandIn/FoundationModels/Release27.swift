// What iOS, iPadOS, macOS and visionOS 27 add that the course names, each behind its
// availability, as Apple declares it. Only the members the course uses are here.

/// A generation failure with any language model (27.0); built with Xcode 27, the framework
/// throws it where it threw `LanguageModelSession.GenerationError`. FM: languagemodelerror
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
public enum LanguageModelError: Error {
  /// FM: languagemodelerror/contextsizeexceeded(_:)
  case contextSizeExceeded(ContextSizeExceeded)
  /// FM: languagemodelerror/guardrailviolation(_:)
  case guardrailViolation(GuardrailViolation)

  /// FM: languagemodelerror/contextsizeexceeded
  public struct ContextSizeExceeded: Sendable {
    /// FM: languagemodelerror/contextsizeexceeded/contextsize
    public var contextSize: Int
    /// FM: languagemodelerror/contextsizeexceeded/tokencount
    public var tokenCount: Int
  }

  /// FM: languagemodelerror/guardrailviolation
  public struct GuardrailViolation: Sendable {}
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension LanguageModelSession {
  /// Token counts of a response, or of a whole session. FM: languagemodelsession/usage-swift.struct
  public struct Usage: Sendable {
    /// FM: languagemodelsession/usage-swift.struct/input-swift.struct
    public struct Input: Sendable {
      /// FM: languagemodelsession/usage-swift.struct/input-swift.struct/totaltokencount
      public var totalTokenCount: Int
      /// FM: languagemodelsession/usage-swift.struct/input-swift.struct/cachedtokencount
      public var cachedTokenCount: Int
      /// FM: …/input-swift.struct/init(totaltokencount:cachedtokencount:)
      public init(totalTokenCount: Int, cachedTokenCount: Int) {
        self.totalTokenCount = totalTokenCount
        self.cachedTokenCount = cachedTokenCount
      }
    }

    /// FM: languagemodelsession/usage-swift.struct/output-swift.struct
    public struct Output: Sendable {
      /// FM: languagemodelsession/usage-swift.struct/output-swift.struct/totaltokencount
      public var totalTokenCount: Int
      /// FM: languagemodelsession/usage-swift.struct/output-swift.struct/reasoningtokencount
      public var reasoningTokenCount: Int
      /// FM: …/output-swift.struct/init(totaltokencount:reasoningtokencount:)
      public init(totalTokenCount: Int, reasoningTokenCount: Int) {
        self.totalTokenCount = totalTokenCount
        self.reasoningTokenCount = reasoningTokenCount
      }
    }

    /// FM: languagemodelsession/usage-swift.struct/input-swift.property
    public var input: Input
    /// FM: languagemodelsession/usage-swift.struct/output-swift.property
    public var output: Output
    /// FM: languagemodelsession/usage-swift.struct/totaltokencount
    public var totalTokenCount: Int { input.totalTokenCount + output.totalTokenCount }

    /// FM: languagemodelsession/usage-swift.struct/init(input:output:metadata:) (without
    /// the metadata)
    public init(input: Input, output: Output) {
      self.input = input
      self.output = output
    }
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension GenerationOptions {
  /// Whether the model may, must or must not call tools. FM: generationoptions/toolcallingmode-swift.struct
  public struct ToolCallingMode: Sendable, Equatable {
    let kind: Int
    /// The default. FM: generationoptions/toolcallingmode-swift.struct/allowed
    public static let allowed = ToolCallingMode(kind: 0)
    /// FM: generationoptions/toolcallingmode-swift.struct/required
    public static let required = ToolCallingMode(kind: 1)
    /// FM: generationoptions/toolcallingmode-swift.struct/disallowed
    public static let disallowed = ToolCallingMode(kind: 2)
  }
}

@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
extension GenerationOptions {
  /// FM: generationoptions/toolcallingmode-swift.property
  public var toolCallingMode: ToolCallingMode? {
    get { toolCallingModeKind.map(ToolCallingMode.init(kind:)) }
    set { toolCallingModeKind = newValue?.kind }
  }
}
