// The result builders that compose instructions and prompts from pieces, with `if`, `for`
// and availability checks. FM: instructionsbuilder, promptbuilder

/// FM: instructionsbuilder
@resultBuilder
public struct InstructionsBuilder {
  /// FM: instructionsbuilder/buildblock(_:)
  public static func buildBlock<each I: InstructionsRepresentable>(
    _ components: repeat each I
  ) -> Instructions { Instructions("") }
  /// FM: instructionsbuilder/buildexpression(_:)
  public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I {
    expression
  }
  /// FM: instructionsbuilder/buildarray(_:)
  public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
    Instructions("")
  }
  /// FM: instructionsbuilder/buildeither(first:)
  public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
    Instructions("")
  }
  /// FM: instructionsbuilder/buildeither(second:)
  public static func buildEither(second component: some InstructionsRepresentable)
    -> Instructions
  { Instructions("") }
  /// FM: instructionsbuilder/buildoptional(_:)
  public static func buildOptional(_ instructions: Instructions?) -> Instructions {
    Instructions("")
  }
  /// FM: instructionsbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable)
    -> Instructions
  { Instructions("") }
}

/// FM: promptbuilder
@resultBuilder
public struct PromptBuilder {
  /// FM: promptbuilder/buildblock(_:)
  public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P)
    -> Prompt
  { Prompt("") }
  /// FM: promptbuilder/buildexpression(_:)
  public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P { expression }
  /// FM: promptbuilder/buildarray(_:)
  public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt { Prompt("") }
  /// FM: promptbuilder/buildeither(first:)
  public static func buildEither(first component: some PromptRepresentable) -> Prompt {
    Prompt("")
  }
  /// FM: promptbuilder/buildeither(second:)
  public static func buildEither(second component: some PromptRepresentable) -> Prompt {
    Prompt("")
  }
  /// FM: promptbuilder/buildoptional(_:)
  public static func buildOptional(_ prompt: Prompt?) -> Prompt { Prompt("") }
  /// FM: promptbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
    Prompt("")
  }
}

extension Instructions {
  /// FM: instructions/init(_:), the builder form
  public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
    self = try content()
  }
}

extension Prompt {
  /// FM: prompt/init(_:), the builder form
  public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }
}
