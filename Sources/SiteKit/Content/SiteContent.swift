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
  /// The transcripts' names, sorted.
  public var transcriptNames: [String]
  /// Tool files by name (`tools/NAME.json`).
  public var tools: [String: LoadedTool]
  /// Static files (relative paths under `static/`).
  public var staticFiles: [String]
  /// The content folder.
  public var root: URL
  /// Names of transcript files that did not load: the load reported each, so a lesson that
  /// embeds one gets no second error saying it does not exist.
  public var unreadableTranscripts: Set<String> = []
  /// Names of tool files that did not load, for the same reason.
  public var unreadableTools: Set<String> = []

  /// All lessons in reading order.
  public var lessons: [Lesson] { chapters.flatMap(\.lessons) }
}

/// A transcript file. Its text is hashed when content loads (or its hash taken from the
/// build cache when the file did not change); it is read and decoded each time a page needs
/// it and not kept, so a build that reuses every page reads none and a large site never
/// holds every transcript at once. A class: the plan looks transcripts up by name hundreds
/// of thousands of times at 100,000 lessons, and each look-up copies what it finds.
public final class LoadedTranscript: Sendable {
  /// Its name (file name without `.json`).
  public let name: String
  /// The path relative to the content folder.
  public let path: String
  /// The path as diagnostics show it.
  let displayPath: String
  /// A hash of the file's text.
  public let hash: String
  private let text: LazyText
  /// The file its text is read from; empty for a transcript given as text.
  var sourceFile: String { text.path }

  convenience init(name: String, path: String, displayPath: String, text: String) {
    self.init(
      name: name, path: path, displayPath: displayPath, text: LazyText(text: text),
      hash: FastHash.of(text))
  }

  init(name: String, path: String, displayPath: String, text: LazyText, hash: String) {
    self.name = name
    self.path = path
    self.displayPath = displayPath
    self.text = text
    self.hash = hash
  }

  /// The decoded transcript, or a diagnostic naming the file, line and column.
  public func decoded() throws(BuildDiagnostic) -> Transcript {
    guard let json = text.take() else {
      // Changed since it loaded: say where, if it is no longer UTF-8.
      let bad = FileManager.default.contents(atPath: text.path).flatMap {
        InvalidUTF8.first(in: $0)
      }
      throw BuildDiagnostic(
        path: displayPath, line: bad?.line, column: bad?.column, step: "load",
        message: bad?.message ?? "cannot read the file")
    }
    do {
      return try Transcript(jsonText: json)
    } catch {
      throw BuildDiagnostic(
        path: displayPath, line: error.line, column: error.column, step: "load",
        message: error.message)
    }
  }
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
