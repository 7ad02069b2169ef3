// swift-tools-version:6.0
import PackageDescription

/// Settings every target shares: the compiler holds the module boundaries.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Callsite",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "repl", targets: ["repl"]),
    .executable(name: "gen", targets: ["gen"]),
  ],
  targets: [
    // C libraries, each imported by exactly one Swift module.
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),

    // Leaves. HTMLText: the standard library only (how text is escaped into HTML).
    // CallsiteCore: Foundation only. `scripts/check-imports.sh` holds the whole graph.
    .target(name: "HTMLText", swiftSettings: strict),
    .target(name: "CallsiteCore", swiftSettings: strict),

    // Over the leaves.
    .target(name: "CallsiteModels", dependencies: ["CallsiteCore"], swiftSettings: strict),
    .target(
      name: "CallsiteTools", dependencies: ["CallsiteCore"],
      resources: [.copy("Data")], swiftSettings: strict),
    .target(name: "Markdown", dependencies: ["HTMLText", "CCmark"], swiftSettings: strict),
    .target(name: "Highlight", dependencies: ["HTMLText"], swiftSettings: strict),
    // Mustache's data model is CallsiteCore's `JSONValue`.
    .target(name: "Mustache", dependencies: ["HTMLText", "CallsiteCore"], swiftSettings: strict),
    // Terminal takes the one colour rule from CallsiteCore's command-line support.
    .target(name: "Terminal", dependencies: ["CallsiteCore", "CEditLine"], swiftSettings: strict),

    // Engines.
    .target(
      name: "Playground",
      dependencies: ["CallsiteCore", "CallsiteModels", "CallsiteTools"],
      swiftSettings: strict),
    .target(
      name: "SiteKit",
      dependencies: [
        "CallsiteCore", "CallsiteModels", "CallsiteTools", "HTMLText", "Markdown", "Highlight",
        "Mustache",
      ],
      swiftSettings: strict),

    // The REPL's command line and terminal front end, over the engine; `repl` calls it.
    .target(
      name: "ReplCLI",
      dependencies: ["Playground", "Terminal", "CallsiteCore", "CallsiteModels"],
      swiftSettings: strict),

    // Thin executables.
    .executableTarget(name: "repl", dependencies: ["ReplCLI"], swiftSettings: strict),
    .executableTarget(name: "gen", dependencies: ["SiteKit"], swiftSettings: strict),
    // Runs between repl or gen and a command tool, so that nothing the tool starts outlives it.
    .executableTarget(
      name: "callsite-tool-guard", dependencies: ["CallsiteTools"], swiftSettings: strict),

    // Tests.
    .testTarget(name: "HTMLTextTests", dependencies: ["HTMLText"], swiftSettings: strict),
    .testTarget(name: "CallsiteCoreTests", dependencies: ["CallsiteCore"], swiftSettings: strict),
    .testTarget(
      name: "CallsiteModelsTests",
      dependencies: ["CallsiteModels", "CallsiteCore", "CallsiteTools"],
      swiftSettings: strict),
    .testTarget(
      name: "CallsiteToolsTests", dependencies: ["CallsiteTools", "CallsiteCore"],
      swiftSettings: strict),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"], swiftSettings: strict),
    .testTarget(name: "ReplCLITests", dependencies: ["ReplCLI"], swiftSettings: strict),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: ["Playground", "CallsiteCore", "CallsiteModels", "CallsiteTools"],
      swiftSettings: strict),
    .testTarget(
      name: "MarkdownTests", dependencies: ["Markdown"], exclude: ["Golden"],
      swiftSettings: strict),
    .testTarget(
      name: "HighlightTests", dependencies: ["Highlight"], swiftSettings: strict),
    .testTarget(
      name: "MustacheTests", dependencies: ["Mustache", "CallsiteCore", "HTMLText"],
      swiftSettings: strict),
    .testTarget(
      name: "SiteKitTests",
      dependencies: [
        "SiteKit", "CallsiteCore", "HTMLText", "Markdown", "Mustache", "Highlight",
        "CallsiteTools",
      ],
      exclude: ["Golden"], swiftSettings: strict),
    .testTarget(
      name: "EndToEndTests", dependencies: ["CallsiteCore"],
      exclude: ["ReplGolden", "ExportGolden"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer harnesses, declared only for `make fuzz` (scripts/fuzz.sh sets CALLSITE_FUZZ=1 and
// builds with `-sanitize=fuzzer,address`, which links libFuzzer's own `main`). A normal
// `swift build` or `swift test` never sees them.
if Context.environment["CALLSITE_FUZZ"] == "1" {
  // `LLVMFuzzerRunDriver` is declared with `@_extern(c)`, which needs the Extern feature.
  package.targets.append(
    .target(
      name: "FuzzDriver", path: "Fuzz/FuzzDriver",
      swiftSettings: strict + [.enableExperimentalFeature("Extern")]))
  let harnesses: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzJSON", ["CallsiteCore"]),
    ("FuzzTranscript", ["CallsiteCore"]),
    ("FuzzFrontMatter", ["SiteKit"]),
    ("FuzzMustache", ["Mustache", "CallsiteCore"]),
    ("FuzzHighlight", ["Highlight"]),
    ("FuzzMarkdown", ["Markdown", "Highlight"]),
    ("FuzzREPL", ["Playground"]),
  ]
  for harness in harnesses {
    package.targets.append(
      .executableTarget(
        name: harness.name, dependencies: harness.dependencies + ["FuzzDriver"],
        path: "Fuzz/\(harness.name)",
        // One file with `@main`: SwiftPM guesses that from the file's text only when it plans
        // the build, so say it.
        swiftSettings: strict + [.unsafeFlags(["-parse-as-library"])]))
  }
}
