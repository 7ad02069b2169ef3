public import CallsiteCore
public import CallsiteTools
public import Foundation

/// Everything `gen build` reads from `content/`, loaded and checked.
public struct SiteContent: Sendable {
  /// `site.json`.
  public var config: SiteConfig
  /// The home page's Markdown (`index.md`), when there is one.
  public var home: Lesson?
  /// Chapters in order; lessons at the top of `lessons/` form a chapter with no folder.
  public var chapters: [Chapter]
  /// Transcripts by name (`transcripts/NAME.json`), with their source text's hash.
  public var transcripts: [String: LoadedTranscript]
  /// Tool files by name (`tools/NAME.json`).
  public var tools: [String: LoadedTool]
  /// Static files (relative paths under `static/`).
  public var staticFiles: [String]
  /// The content folder.
  public var root: URL

  /// All lessons in reading order.
  public var lessons: [Lesson] { chapters.flatMap(\.lessons) }
}

/// A transcript file, decoded.
public struct LoadedTranscript: Sendable {
  /// Its name (file name without `.json`).
  public var name: String
  /// The path relative to the content folder.
  public var path: String
  /// The decoded transcript.
  public var transcript: Transcript
  /// A hash of the file's bytes.
  public var hash: String
}

/// A tool file, decoded.
public struct LoadedTool: Sendable {
  /// Its name (file name without `.json`).
  public var name: String
  /// The path relative to the content folder.
  public var path: String
  /// The tool file.
  public var file: ToolFile
  /// A hash of the file's bytes.
  public var hash: String
}
