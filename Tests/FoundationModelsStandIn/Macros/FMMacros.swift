// The macros of the FoundationModels stand-in, built by `CourseSwiftTests` into a shared
// library with the SwiftSyntax libraries that ship in the toolchain (`lib/swift/host`) and
// loaded with `-load-plugin-library`; no package, no `@main`, no SwiftCompilerPlugin.
//
// They produce declarations only: enough for the course's code to type-check as it would
// against Apple's macros, never a working implementation.

import SwiftSyntax
import SwiftSyntaxMacros

/// `@Generable`: the conformance to `Generable`, the `init(_:)` from `GeneratedContent` and
/// the `generatedContent` property in an extension (where Apple's macro puts them, so that a
/// struct keeps its memberwise initializer), and the `generationSchema` as a member.
///
/// Apple: https://developer.apple.com/documentation/foundationmodels/generable(description:)
public struct GenerableMacro: ExtensionMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let body: DeclSyntax = """
      extension \(type.trimmed): nonisolated FoundationModels.Generable {
        nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
          fatalError("the FoundationModels stand-in only type-checks")
        }
        nonisolated var generatedContent: FoundationModels.GeneratedContent {
          FoundationModels.GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
        }
      }
      """
    guard let extensionDecl = body.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }

  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    [
      """
      nonisolated static var generationSchema: FoundationModels.GenerationSchema {
        FoundationModels.GenerationSchema(type: Self.self, properties: [])
      }
      """
    ]
  }
}

/// `@Guide`: accepted on a property and expands to nothing; the stand-in type-checks its
/// arguments through the macro's declared signatures.
///
/// Apple: https://developer.apple.com/documentation/foundationmodels/guide(description:)
public struct GuideMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
