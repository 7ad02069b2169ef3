import Foundation

/// `swiftc` from `PATH` with the FoundationModels stand-in (`Tests/FoundationModelsStandIn/`)
/// built once per test run: its macros as a shared library linked against the SwiftSyntax
/// libraries the toolchain ships in `lib/swift/host`, then the module itself in Swift 6
/// language mode with library evolution, as Apple builds its frameworks.
struct StandInCompiler: Sendable {
  /// The compiler as found on `PATH` (run by that name: it is a link to the driver, which
  /// reads its own name).
  let swiftc: URL
  /// The folder holding the `FoundationModels`, `MapKit` and `Vision` modules and the macros.
  let folder: URL
  /// The macro library, for `-load-plugin-library`.
  let macros: URL

  /// The one build of this test run, or why there is none.
  static let shared: Result<StandInCompiler, StandInError> = Result { () throws(StandInError) in
    try build()
  }

  /// The stand-in's sources.
  static let sources = Repository.root.appendingPathComponent("Tests/FoundationModelsStandIn")

  /// The actor a module's declarations belong to when they do not say: none, as in a
  /// package, or the main actor, as a new Xcode 26 app target sets it
  /// (`SWIFT_DEFAULT_ACTOR_ISOLATION`, the compiler's `-default-isolation MainActor`).
  enum Isolation: String, Sendable {
    case nonisolated
    case mainActor = "MainActor"
  }

  /// Type-checks `files` as one module that imports the stand-in: the compiler's errors,
  /// one line each (`path:line:column: error: message`), or none.
  func typeCheck(
    _ files: [URL], module: String, isolation: Isolation = .nonisolated
  ) throws -> [String] {
    let isolationFlags = isolation == .mainActor ? ["-default-isolation", "MainActor"] : []
    let output = try run(
      [
        "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", module,
        "-diagnostic-style", "llvm", "-suppress-warnings", "-I", folder.path,
        "-load-plugin-library", macros.path,
      ] + isolationFlags + files.map(\.path))
    return output.text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
  }

  /// Runs `swiftc` with `arguments`; its exit status and what it printed on either stream.
  func run(_ arguments: [String]) throws -> (status: Int32, text: String) {
    try Self.run(swiftc, arguments)
  }

  private static func build() throws(StandInError) -> StandInCompiler {
    let swiftc = try findCompiler()
    let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent()
    let host = usr.appendingPathComponent("lib/swift/host")
    #if os(macOS)
      let library = "libFMMacros.dylib"
    #else
      let library = "libFMMacros.so"
    #endif
    guard
      FileManager.default.fileExists(
        atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path)
    else {
      throw StandInError(
        "\(host.path) has no SwiftSyntaxMacros module; the stand-in's macros need a toolchain "
          + "that ships SwiftSyntax in lib/swift/host (Swift 6 or later)")
    }
    // One folder per toolchain and stand-in version, reused by later runs: built beside
    // it under a name of this process's, then renamed into place.
    let stamp = fingerprint([swiftc.resolvingSymlinksInPath().path] + sourceTexts())
    let final = FileManager.default.temporaryDirectory.appendingPathComponent(
      "callsite-fm-stand-in-\(stamp)")
    let finished = [
      "FoundationModels.swiftmodule", "MapKit.swiftmodule", "Vision.swiftmodule", library,
    ]
    if finished.allSatisfy({
      FileManager.default.fileExists(atPath: final.appendingPathComponent($0).path)
    }) {
      return StandInCompiler(
        swiftc: swiftc, folder: final, macros: final.appendingPathComponent(library))
    }
    let folder = final.deletingLastPathComponent().appendingPathComponent(
      final.lastPathComponent + ".building-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let compiler = StandInCompiler(
      swiftc: swiftc, folder: folder, macros: folder.appendingPathComponent(library))
    try compiler.step(
      "the stand-in's macros",
      [
        "-emit-library", "-module-name", "FMMacros", "-o", compiler.macros.path,
        sources.appendingPathComponent("Macros/FMMacros.swift").path, "-I", host.path,
        "-L", host.path, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder",
        "-lSwiftDiagnostics", "-Xlinker", "-rpath", "-Xlinker", host.path,
      ])
    for module in ["FoundationModels", "MapKit", "Vision"] {
      try compiler.step(
        "the \(module) stand-in",
        [
          "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
          "-enable-library-evolution", "-suppress-warnings",
          "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
          "-I", folder.path, "-load-plugin-library", compiler.macros.path,
        ] + swiftFiles(in: sources.appendingPathComponent(module)).map(\.path))
    }
    // Another process may have finished first; then its folder is as good as this one.
    if (try? FileManager.default.moveItem(at: folder, to: final)) == nil {
      try? FileManager.default.removeItem(at: folder)
    }
    return StandInCompiler(
      swiftc: swiftc, folder: final, macros: final.appendingPathComponent(library))
  }

  private func step(_ what: String, _ arguments: [String]) throws(StandInError) {
    let result: (status: Int32, text: String)
    do {
      result = try run(arguments)
    } catch {
      throw StandInError("cannot run \(swiftc.path) for \(what): \(error)")
    }
    guard result.status == 0 else {
      throw StandInError("\(what) did not build:\n\(result.text)")
    }
  }

  private static func findCompiler() throws(StandInError) -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
    }
    throw StandInError("no swiftc on PATH (\(path)); the course's Swift is checked with it")
  }

  /// The texts of every stand-in source, in a fixed order.
  private static func sourceTexts() -> [String] {
    ["Macros", "FoundationModels", "MapKit", "Vision"].flatMap { folder in
      swiftFiles(in: sources.appendingPathComponent(folder)).map { url in
        url.lastPathComponent + ((try? String(contentsOf: url, encoding: .utf8)) ?? "")
      }
    }
  }

  /// A 64-bit FNV-1a hash of `texts`, in hexadecimal.
  private static func fingerprint(_ texts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for text in texts {
      for byte in text.utf8 + [0] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }

  private static func swiftFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
