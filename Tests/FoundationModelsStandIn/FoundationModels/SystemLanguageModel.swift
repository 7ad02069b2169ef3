/// The on-device model. FM: systemlanguagemodel
public final class SystemLanguageModel: Sendable {
  /// FM: systemlanguagemodel/default
  public static let `default` = SystemLanguageModel()

  init() {}

  /// FM: systemlanguagemodel/init(usecase:guardrails:)
  public convenience init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
    self.init()
  }

  /// What the model is used for. FM: systemlanguagemodel/usecase
  public struct UseCase: Sendable, Equatable {
    /// FM: systemlanguagemodel/usecase/general
    public static let general = UseCase()
    /// FM: systemlanguagemodel/usecase/contenttagging
    public static let contentTagging = UseCase()
  }

  /// Controls that flag sensitive content in prompts and responses.
  /// FM: systemlanguagemodel/guardrails
  public struct Guardrails: Sendable {
    /// FM: systemlanguagemodel/guardrails/default
    public static let `default` = Guardrails()
    /// FM: systemlanguagemodel/guardrails/permissivecontenttransformations
    public static let permissiveContentTransformations = Guardrails()
  }

  /// Whether the model can be used now, and why not. FM: systemlanguagemodel/availability-swift.enum
  public enum Availability: Sendable, Equatable {
    /// FM: systemlanguagemodel/availability-swift.enum/unavailablereason
    public enum UnavailableReason: Sendable, Equatable {
      case deviceNotEligible
      case appleIntelligenceNotEnabled
      case modelNotReady
    }
    case available
    case unavailable(UnavailableReason)
  }

  /// FM: systemlanguagemodel/availability-swift.property
  public var availability: Availability { .available }

  /// FM: systemlanguagemodel/isavailable
  public var isAvailable: Bool { true }

  /// The context window in tokens (26.4, back-deployed). FM: systemlanguagemodel/contextsize
  public var contextSize: Int { 4096 }

  /// FM: systemlanguagemodel/tokencount(for:) (26.4), instructions
  public func tokenCount(for instructions: Instructions) async throws -> Int { 0 }
  /// FM: systemlanguagemodel/tokencount(for:) (26.4), a prompt
  public func tokenCount(for prompt: Prompt) async throws -> Int { 0 }
  /// FM: systemlanguagemodel/tokencount(for:) (26.4), tools
  public func tokenCount(for tools: [any Tool]) async throws -> Int { 0 }
  /// FM: systemlanguagemodel/tokencount(for:) (26.4), transcript entries
  public func tokenCount(for entries: some Collection<Transcript.Entry>) async throws -> Int {
    0
  }
}
