import Foundation

/// Type-checks generated Swift with `swiftc -typecheck` against a stand-in for FoundationModels.
///
/// The stand-in declares `@Generable` and `@Guide` as macros with Apple's argument lists, so
/// the compiler checks every attribute's arguments, and borrows expansions that add nothing
/// from the toolchain's own Observation macro plugin (a macro cannot be declared without an
/// implementation). `GenerationGuide` offers Apple's guide names with the value types they
/// take; guides that constrain arrays are typed `[Any]` because a peer macro cannot see the
/// property's type.
enum SwiftDeclarationStandIn {
  static let source = """
    @attached(extension)
    macro Generable(description: String? = nil) =
      #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
    @attached(accessor, names: named(willSet))
    macro Guide(description: String) =
      #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
    @attached(accessor, names: named(willSet))
    macro Guide<T>(description: String? = nil, _ guides: GenerationGuide<T>...) =
      #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

    struct GeneratedContent {}
    struct GenerationGuide<Value> {}
    extension GenerationGuide where Value == String {
      static func anyOf(_ values: [String]) -> Self { Self() }
      static func constant(_ value: String) -> Self { Self() }
    }
    extension GenerationGuide where Value == Int {
      static func minimum(_ value: Int) -> Self { Self() }
      static func maximum(_ value: Int) -> Self { Self() }
      static func range(_ range: ClosedRange<Int>) -> Self { Self() }
    }
    extension GenerationGuide where Value == Double {
      static func minimum(_ value: Double) -> Self { Self() }
      static func maximum(_ value: Double) -> Self { Self() }
      static func range(_ range: ClosedRange<Double>) -> Self { Self() }
    }
    extension GenerationGuide {
      static func count(_ count: Int) -> GenerationGuide<[Any]> { .init() }
      static func count(_ range: ClosedRange<Int>) -> GenerationGuide<[Any]> { .init() }
      static func minimumCount(_ count: Int) -> GenerationGuide<[Any]> { .init() }
      static func maximumCount(_ count: Int) -> GenerationGuide<[Any]> { .init() }
      static func element<E>(_ guide: GenerationGuide<E>) -> GenerationGuide<[Any]> { .init() }
    }

    protocol Tool {
      associatedtype Arguments
      associatedtype Output
      var name: String { get }
      var description: String { get }
      func call(arguments: Arguments) async throws -> Output
    }

    """

  /// The Swift compiler: `swiftc` on `PATH`, else the usual toolchain places.
  static var compiler: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates =
      path.split(separator: ":").map { "\($0)/swiftc" } + [
        "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc",
      ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
      .map { URL(fileURLWithPath: $0) }
  }

  /// The compiler's diagnostics for `code` checked after the stand-in; empty when it
  /// type-checks. Throws when no compiler can be run.
  static func typecheck(_ code: String) throws -> String {
    guard let compiler else { throw CocoaError(.executableNotLoadable) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdecl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let standIn = folder.appendingPathComponent("FoundationModelsStandIn.swift")
    let generated = folder.appendingPathComponent("Generated.swift")
    try source.write(to: standIn, atomically: true, encoding: .utf8)
    try (code + "\n").write(to: generated, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = compiler
    process.arguments = ["-typecheck", "-swift-version", "6", standIn.path, generated.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if process.terminationStatus != 0 { return text.isEmpty ? "swiftc failed" : text }
    return text.contains("error:") ? text : ""
  }
}
