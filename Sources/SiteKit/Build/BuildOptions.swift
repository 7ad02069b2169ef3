public import Foundation

/// What `gen build` reads and writes, and how.
public struct BuildOptions: Sendable {
  /// The content folder (`content/`).
  public var content: URL
  /// The theme folder (`templates/`).
  public var templates: URL
  /// The output folder (`site/`).
  public var output: URL
  /// Render every page again, ignoring the manifest.
  public var clean: Bool
  /// A template variable that is missing is an error.
  public var strict: Bool
  /// Include lessons marked `draft: true`.
  public var drafts: Bool
  /// The process ends right after this build (`gen build`): what the build loaded is left
  /// for the exit to reclaim instead of being freed object by object, which at 10,000 lessons
  /// takes longer than a rebuild's rendering. A long-lived caller (`gen serve`) leaves it off.
  public var processExitsAfter = false
  /// Where a build that succeeded leaves its objects for the caller to free when it likes
  /// (`gen serve`: after the reload event); nil frees them as the build returns.
  var leftovers: BuildLeftovers?
  /// The paths (absolute) that changed since the last build, when the caller knows every
  /// change: `gen serve`'s file-system events with none lost, after a build that succeeded.
  /// Content files it does not name are taken as that build recorded them, without a
  /// `stat`. Nil, as for `gen build`: every input is looked at.
  var changedPaths: Set<String>?
  /// The bytes of pages past which a build writes behind (`WriteBehind` says how it judges):
  /// an eighth of the machine's memory.
  var writeBehindThreshold = WriteBehind.defaultThreshold
  /// Where the incremental build keeps what it knows of the last build (page hashes and
  /// search words): `.callsite-cache/NAME` beside the output folder, outside the site.
  public var cacheDirectory: URL {
    output.deletingLastPathComponent().appendingPathComponent(".callsite-cache")
      .appendingPathComponent(output.lastPathComponent)
  }

  public init(
    content: URL, templates: URL, output: URL, clean: Bool = false, strict: Bool = false,
    drafts: Bool = false
  ) {
    self.content = content
    self.templates = templates
    self.output = output
    self.clean = clean
    self.strict = strict
    self.drafts = drafts
  }
}

/// What a build did.
public struct BuildSummary: Sendable, Equatable {
  /// Pages rendered in this build.
  public var pagesWritten: Int
  /// Pages reused from the previous build because none of their inputs changed.
  public var pagesReused: Int
  /// Other files written (assets, static files, search shards, sitemap).
  public var filesCopied: Int
  /// Warnings found.
  public var warnings: [BuildDiagnostic]
  /// Wall time in seconds.
  public var seconds: Double
  /// Wall time of each step of `SiteBuilder.runSteps` (content, theme, plan, render, search,
  /// commit), in order.
  public var steps: [StepTime] = []

  /// One line per step: `  load      0.12 s`.
  public var timings: String {
    steps.map { step in
      "  " + step.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%6.3f s", step.seconds)
    }.joined(separator: "\n")
  }

  /// `Built 14 pages (12 rendered, 2 reused) in 0.21 s`.
  public var line: String {
    let total = pagesWritten + pagesReused
    return
      "built \(total) page\(total == 1 ? "" : "s") (\(pagesWritten) rendered, \(pagesReused) reused) in "
      + String(format: "%.2f s", seconds)
  }
}

/// How long one step of a build took.
public struct StepTime: Sendable, Equatable {
  public var name: String
  public var seconds: Double

  public init(name: String, seconds: Double) {
    self.name = name
    self.seconds = seconds
  }
}

/// Times the steps of a build as it passes from one to the next.
struct StepClock {
  private(set) var steps: [StepTime] = []
  private var last = DispatchTime.now().uptimeNanoseconds

  /// Ends the step called `name`.
  mutating func lap(_ name: String) {
    let now = DispatchTime.now().uptimeNanoseconds
    steps.append(StepTime(name: name, seconds: Double(now - last) / 1e9))
    last = now
  }
}
