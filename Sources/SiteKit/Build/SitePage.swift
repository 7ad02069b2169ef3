import CallsiteCore

/// One page the build will write.
struct SitePage: Sendable {
  /// What the page shows.
  enum Kind: Sendable {
    case home
    case lesson(Int)
    case transcript(String)
    /// A tool's page, by the tool file's name.
    case tool(String)
    /// A comparison's page, by the transcripts it aligns.
    case compare([String])
    /// A suite's scorecard, by the suite's name.
    case scorecard(String)
    /// A failing run of a suite, by the suite's name and the run's transcript reference.
    case scorecardRun(String, String)
    case transcriptIndex(page: Int, of: Int)
    case searchIndex(page: Int, of: Int)
    case notFound
  }

  var kind: Kind
  /// Path relative to the site root.
  var outputPath: String
  /// A hash of every input, for the incremental build.
  var key: String

  /// Whether search indexes this page (lessons, transcripts and tools).
  var hasSearchRecord: Bool {
    switch kind {
    case .lesson, .transcript, .tool, .compare, .scorecard: return true
    default: return false
    }
  }

  /// `../` repeated once per folder between the page and the site root.
  var root: String {
    String(repeating: "../", count: outputPath.reduce(0) { $0 + ($1 == "/" ? 1 : 0) })
  }
}

/// What rendering a page produced.
struct PageResult: Sendable {
  var page: SitePage
  /// The HTML as rendered; nil when the previous build's file is reused, and dropped once
  /// the page is written.
  var html: String?
  /// Whether the page was rendered in this build (rather than reused).
  var rendered = false
  /// What search needs from the page; nil when reused (the cache has it).
  var record: SearchText?
  /// The record's line of the search cache, made while pages render on all cores.
  var searchLine: String?
  var diagnostics: [BuildDiagnostic]
}
